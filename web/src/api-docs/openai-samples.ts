import { OPENAI_VOICES, type OpenAiVoice } from '@zuban/contract/openai-speech';
import type { AnyServiceDeclaration } from '@zuban/contract/services/index';

/** The voice of a TTS service on OpenAI's speech route, or undefined for a service that is none. */
export function voiceOf(service: AnyServiceDeclaration): OpenAiVoice | undefined {
  return (Object.keys(OPENAI_VOICES) as OpenAiVoice[]).find((v) => OPENAI_VOICES[v] === service.id);
}

/** Whether a page's services are served by the OpenAI-compatible routes (the speech ones). */
export function hasOpenAiRoutes(services: readonly AnyServiceDeclaration[]): boolean {
  return services.some((s) => s.id === 'asr' || voiceOf(s) !== undefined);
}

/**
 * The API pages' OpenAI SDK sample (Node, the `openai` package with `baseURL`): speak a greeting in
 * the page's voice, then transcribe the file it wrote. Run as shown against a live server by
 * server/src/openai-compat/web-sample.test.ts.
 */
export function openAiNodeSample(services: readonly AnyServiceDeclaration[], origin: string): string {
  const tts = services.find((s) => voiceOf(s) !== undefined);
  const voice = tts ? voiceOf(tts)! : 'naghma';
  const text = typeof tts?.exampleRequest.text === 'string' ? tts.exampleRequest.text : 'السلام علیکم';
  return [
    '// npm install openai@4   (Node 18 or later; save as sample.mjs, run: node sample.mjs)',
    'import fs from "node:fs";',
    'import OpenAI from "openai";',
    '',
    'const client = new OpenAI({',
    `  baseURL: "${origin}/v1",`,
    '  apiKey: "YOUR_ACCESS_TOKEN",',
    '});',
    '',
    `// Text to speech: an MP3 in the voice ${voice} (naghma, naghma-v2, sarang or ektara).`,
    'const speech = await client.audio.speech.create({',
    '  model: "tts-1",',
    `  voice: "${voice}",`,
    `  input: "${text}",`,
    '  response_format: "mp3",',
    '});',
    'fs.writeFileSync("speech.mp3", Buffer.from(await speech.arrayBuffer()));',
    'console.log("cost (PKR):", speech.headers.get("zuban-cost"));',
    '',
    '// Speech to text (Urdu): WAV, MP3, Ogg, M4A or WebM.',
    'const transcript = await client.audio.transcriptions.create({',
    '  model: "whisper-1",',
    '  file: fs.createReadStream("speech.mp3"),',
    '  response_format: "verbose_json",',
    '});',
    'console.log(transcript.duration, "s:", transcript.text);',
  ].join('\n');
}
