import { z } from 'zod';
import type { SettingGroup } from './setting';
import { alertSettings } from './settings/alerts';
import { asyncJobSettings } from './settings/async-jobs';
import { limitSettings } from './settings/limits';
import { llmSettings } from './settings/llm';
import { metricsSettings } from './settings/metrics';
import { modelSettings } from './settings/models';
import { pipelineSettings } from './settings/pipelines';
import { queueSettingsSchema } from './settings/queue';
import { serverSettings } from './settings/server';
import { speechSettingsSchema } from './settings/speech';

/** Every variable the server reads, one field each; docs/configuration.md is generated from it. */
export const settingsShape = {
  ...serverSettings,
  ...metricsSettings,
  ...alertSettings,
  ...limitSettings,
  ...queueSettingsSchema,
  ...asyncJobSettings,
  ...pipelineSettings,
  ...llmSettings,
  ...speechSettingsSchema,
  ...modelSettings,
};

export const settingsSchema = z.object(settingsShape).superRefine((settings, ctx) => {
  if (settings.LLM_URL !== undefined && settings.LLM_MODEL === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['LLM_MODEL'],
      message: 'expects a model name whenever LLM_URL is set',
    });
  }
});

/** The validated settings, defaults applied; the raw environment is never passed on. */
export type Settings = z.output<typeof settingsSchema>;
export type SettingName = keyof typeof settingsShape;

/** The sections of docs/configuration.md, in order, with what the tables alone would not say. */
export const settingGroups: ReadonlyArray<{ group: SettingGroup; title: string; intro: string }> = [
  {
    group: 'server',
    title: 'Server core, accounts and mail',
    intro: '',
  },
  {
    group: 'limits',
    title: 'Deadlines and limits',
    intro: '',
  },
  {
    group: 'queue',
    title: 'Heavy-engine queue and shutdown',
    intro:
      '`serve` and `worker` refuse to start on a `REDIS_URL` that is not a Redis URL, like any other bad value.',
  },
  {
    group: 'llm',
    title: 'Abstractive summarization (LLM endpoint)',
    intro:
      'Without `LLM_URL` the abstractive service answers from the embedded compressive summarizer (`"engine": "compressive"`). With it, every abstractive request goes to the endpoint (`"engine": "llm:<LLM_MODEL>"`); an endpoint failure or timeout answers 502 with the service\'s failure message and refunds the charge. `LLM_URL` without `LLM_MODEL` stops the start.',
  },
  {
    group: 'speech',
    title: 'Speech (TTS and ASR)',
    intro: '',
  },
  {
    group: 'models',
    title: 'Model files and processes of the embedded engines',
    intro: 'Read at start and handed to the engines as options; the engines never read the environment.',
  },
];
