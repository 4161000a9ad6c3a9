import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { version } from '../version';

/**
 * What the OpenAPI document says that no route knows: the API's description, tags and security
 * schemes. @fastify/swagger starts from it (http/zod-compilers.ts), so routes can name the schemes.
 */
export const openApiBase: NonNullable<FastifyDynamicSwaggerOptions['openapi']> = {
  openapi: '3.1.0',
  info: {
    title: 'Zuban language API',
    version,
    description:
      'Urdu and Punjabi speech, text and image processing. Every language service is a POST with a JSON ' +
      'body and answers `{ result, response }`; errors are problem+json with `message`, `code`, `result` ' +
      'and `response`. Calls with an access token are charged to your prepaid PKR balance. Your account, ' +
      'balance, usage history and access token are under `/backend/`.',
  },
  tags: [
    { name: 'speech', description: 'Text to speech and speech to text' },
    { name: 'text', description: 'Text processing' },
    { name: 'image', description: 'Optical character recognition' },
    { name: 'account', description: 'Your account, balance, usage and access token' },
    {
      name: 'jobs',
      description:
        'Asynchronous jobs: send any paid call with `Prefer: respond-async` to get 202 and a job to poll, or a signed webhook when it ends',
    },
    {
      name: 'openai',
      description:
        'OpenAI-compatible speech (`/v1/audio/*`, `/v1/models`): the OpenAI SDKs with `baseURL` set here, charged as the native services',
    },
    {
      name: 'pipelines',
      description:
        'Several services in one call, each on the answer of the one before (OCR → TTS, ASR → summary, Roman → Urdu → TTS); each step charged as its own job',
    },
    {
      name: 'webhooks',
      description: 'Where asynchronous jobs call back, and the secret their deliveries are signed with',
    },
  ],
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', description: 'Your access token from /access_token.' },
      bodyToken: {
        type: 'apiKey',
        in: 'header',
        name: 'X-Body-AccessToken',
        description: 'Or `accessToken` in the JSON body (the header name here is only a placeholder).',
      },
      session: { type: 'apiKey', in: 'cookie', name: 'zuban_session' },
    },
  },
};
