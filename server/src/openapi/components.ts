import * as accounts from '@zuban/contract/accounts';
import * as alerts from '@zuban/contract/alerts';
import * as apiKeys from '@zuban/contract/api-keys';
import * as asyncJobs from '@zuban/contract/async-jobs';
import * as availability from '@zuban/contract/availability';
import * as fellowship from '@zuban/contract/fellowship';
import * as history from '@zuban/contract/history';
import * as jobs from '@zuban/contract/jobs';
import * as openAi from '@zuban/contract/openai-speech';
import * as pipeline from '@zuban/contract/pipeline';
import * as priceList from '@zuban/contract/price-list';
import * as topups from '@zuban/contract/topups';
import * as usage from '@zuban/contract/usage';
import { z } from 'zod';
import { componentName } from './component-name';
import { problemSchema } from './problem-schema';

/**
 * The schemas the OpenAPI document names under `components.schemas` and references with `$ref`, so
 * the generated clients get one named type for each instead of a copy at every use (client/src/
 * schema.d.ts, clients/python). The component is the export's name in PascalCase (`loginRequest` ->
 * `LoginRequest`, component-name.ts); the language services' bodies and answers are named by
 * service in language/route-schema.ts. A schema that a route gives an example of its own stays
 * inline (`pipelineRequest`): swagger drops what stands beside a `$ref`, so the example would go.
 *
 * Only request bodies and answers: a path or query schema must stay inline (@fastify/swagger turns
 * it into parameters and cannot follow a `$ref` there).
 */
const named = {
  problem: problemSchema,
  ...pick(accounts, [
    'accessTokenResponse',
    'changePasswordRequest',
    'checkBalanceRequest',
    'checkBalanceResponse',
    'confirmRequest',
    'feedbackRequest',
    'forgotPasswordRequest',
    'loginRequest',
    'loginResponse',
    'meResponse',
    'messageResponse',
    'registerRequest',
    'resendConfirmationRequest',
    'resetWithTokenRequest',
    'rotateTokenResponse',
    'updateUserRequest',
    'userDetailsResponse',
  ]),
  ...pick(alerts, ['lowBalanceAlert', 'lowBalanceAlertUpdate']),
  ...pick(apiKeys, ['apiKeyCreate', 'apiKeyCreated', 'apiKeyList', 'apiKeyView']),
  ...pick(asyncJobs, [
    'asyncJob',
    'asyncJobError',
    'webhookDelivery',
    'webhookSecretCreated',
    'webhookSettings',
    'webhookSettingsUpdate',
  ]),
  ...pick(availability, ['serviceAvailabilityList']),
  ...pick(fellowship, ['applicationFiled', 'applicationList', 'fellowshipApproved', 'myFellowship']),
  ...pick(history, ['historyPage', 'historyRequest', 'jobDetail']),
  ...pick(jobs, ['cancelJobResponse', 'jobProgress', 'jobStateResponse']),
  ...pick(openAi, [
    'openAiError',
    'openAiModel',
    'openAiModelList',
    'openAiSpeechBody',
    'openAiTranscription',
    'openAiTranscriptionForm',
  ]),
  ...pick(pipeline, ['pipelineAnswer', 'pipelineStepView']),
  ...pick(priceList, ['publicPriceList', 'userPriceList']),
  ...pick(topups, [
    'approvalHeld',
    'approvedWithBalance',
    'decisionBody',
    'rejectBody',
    'requestListBody',
    'topupFiled',
    'topupList',
  ]),
  ...pick(usage, ['usageResponse']),
};

function pick<M extends object, K extends keyof M & string>(module: M, keys: K[]): Pick<M, K> {
  return Object.fromEntries(keys.map((key) => [key, module[key]])) as Pick<M, K>;
}

/**
 * Gives each schema above its component name (zod's `id`), keeping the description and examples it
 * already has: zod's global registry is where fastify-type-provider-zod looks for names
 * (http/zod-compilers.ts). Naming again (a second app in one process) changes nothing.
 */
export function nameComponents(): void {
  for (const [name, schema] of Object.entries(named) as [string, z.ZodType][]) {
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id: componentName(name) });
  }
}
