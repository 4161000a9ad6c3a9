import { milliToPkr } from '@zuban/contract/pricing';
import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import type { ServiceOutput } from './service-output';

/**
 * The answer of a paid call: the spec's `{result, response}`, the service's extra fields, the job
 * and the charge. The synchronous call answers it; an asynchronous job keeps it for its owner.
 */
export function serviceAnswer(
  declaration: AnyServiceDeclaration,
  output: ServiceOutput,
  jobId: string,
  costMilli: number,
): Record<string, unknown> {
  return {
    ...output.extra,
    result: declaration.successResult,
    response: output.response,
    jobId,
    cost: milliToPkr(costMilli),
  };
}
