import { positive, setting } from '../setting';

// Pipelines (POST /v1/pipeline): several services in one call, each on the answer of the one before.
export const pipelineSettings = {
  PIPELINE_MAX_STEPS: setting(positive('steps').default(5), {
    group: 'limits',
    example: '3',
    description:
      'the most steps one pipeline may have; a longer one is answered 400 `pipeline_too_long` before anything is charged.',
  }),
};
