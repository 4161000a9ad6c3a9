/**
 * The engine families that run on the queue, one queue each: a worker machine can serve some
 * families and not others (`zuban worker --queues ocr,tts`), and one family's backlog never
 * holds up another's.
 */
export const QUEUE_FAMILIES = ['ocr', 'tts', 'asr', 'llm'] as const;
export type QueueFamily = (typeof QUEUE_FAMILIES)[number];

// Every bound service without `inProcess` has a family here (families.test.ts checks it).
const familyOfService: Readonly<Record<string, QueueFamily>> = {
  ocr: 'ocr',
  tts: 'tts',
  female_tts: 'tts',
  male_tts: 'tts',
  punjabi_male_tts: 'tts',
  asr: 'asr',
  abstractive_summarization: 'llm',
};

export function queueFamilyOf(serviceId: string): QueueFamily | undefined {
  return familyOfService[serviceId];
}

/**
 * Families whose free browser calls are limited to one running job per user (issue #21): they
 * hold native engines that a shared machine has few of. LLM summaries are left out: the issue
 * names OCR, TTS and ASR, and the embedded summarizer takes milliseconds.
 */
export function oneRunningPerWebUser(family: QueueFamily): boolean {
  return family !== 'llm';
}

export function isQueueFamily(name: string): name is QueueFamily {
  return (QUEUE_FAMILIES as readonly string[]).includes(name);
}
