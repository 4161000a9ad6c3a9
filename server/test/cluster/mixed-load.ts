import { ocr } from '@zuban/contract/services/ocr';
import { stemmer } from '@zuban/contract/services/stemmer';
import { tts } from '@zuban/contract/services/tts';

/** One paid call of the cluster test and how it ended. */
export interface CallOutcome {
  kind: 'text' | 'ocr' | 'tts';
  status: number;
  /** From a 200 answer: the job it names and what it said the call cost, in milli-PKR. */
  jobId?: string;
  costMilli?: number;
  /** A connection that failed without any HTTP answer. */
  networkError?: string;
}

export interface LoadPlan {
  url: string;
  tokens: readonly string[];
  ocrImageBase64: string;
  seconds: number;
  concurrency: number;
}

const STEM_TEXT = Array.from(
  { length: 50 },
  (_, i) => ['کتابیں', 'لڑکوں', 'چلتے', 'پاکستانی', 'خوبصورت'][i % 5],
).join(' ');
const TTS_TEXT = 'پاکستان ایک خوبصورت ملک ہے';

/** 70% stemmer, 15% OCR, 15% TTS, one call after another on each of `concurrency` loops. */
function pick(n: number): CallOutcome['kind'] {
  const r = n % 20;
  if (r < 14) return 'text';
  return r < 17 ? 'ocr' : 'tts';
}

function request(kind: CallOutcome['kind'], plan: LoadPlan, token: string): { path: string; body: unknown } {
  if (kind === 'text') return { path: stemmer.apiPaths[0]!, body: { text: STEM_TEXT, accessToken: token } };
  if (kind === 'ocr')
    return {
      path: ocr.apiPaths[0]!,
      body: { image: plan.ocrImageBase64, dpi_val: 300, performance: 1, fontsize: 20, accessToken: token },
    };
  return { path: tts.apiPaths[0]!, body: { text: TTS_TEXT, volume: 100, speed: 0, accessToken: token } };
}

async function oneCall(kind: CallOutcome['kind'], plan: LoadPlan, token: string): Promise<CallOutcome> {
  const { path, body } = request(kind, plan, token);
  try {
    const res = await fetch(`${plan.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    if (res.status !== 200) return { kind, status: res.status };
    const answer = JSON.parse(text) as { jobId?: string; cost?: number };
    return {
      kind,
      status: 200,
      ...(answer.jobId ? { jobId: answer.jobId } : {}),
      costMilli: Math.round((answer.cost ?? 0) * 1000),
    };
  } catch (error) {
    return { kind, status: 0, networkError: error instanceof Error ? error.message : String(error) };
  }
}

/** Runs the plan to its end; `during` is awaited alongside (the faults the test injects meanwhile). */
export async function runMixedLoad(plan: LoadPlan, during: Promise<void>): Promise<CallOutcome[]> {
  const outcomes: CallOutcome[] = [];
  const end = Date.now() + plan.seconds * 1000;
  let n = 0;
  const loop = async (lane: number) => {
    while (Date.now() < end) {
      const call = n++;
      outcomes.push(await oneCall(pick(call), plan, plan.tokens[(call + lane) % plan.tokens.length]!));
    }
  };
  await Promise.all([...Array.from({ length: plan.concurrency }, (_, i) => loop(i)), during]);
  return outcomes;
}

/** Counts by kind and status, e.g. { 'text 200': 812, 'ocr 503': 3 }, for the test's log. */
export function tally(outcomes: readonly CallOutcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) {
    const key = `${o.kind} ${o.status}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
