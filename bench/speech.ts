/**
 * Speech speed on this machine:
 *  1. TTS real-time factor per voice on 1,000 characters (synthesis time / audio length; target ≤ 0.05).
 *  2. ASR real-time factor per model size, with random-weight models of the real shapes (speed only:
 *     no trained Urdu weights can be downloaded here), on 30 s of espeak-ng speech; target ≤ 0.5
 *     for tiny and base on 2 cores.
 *  3. Realtime latency: from sending a 1 s audio_bytes chunk over Socket.IO to the next partial.
 *
 * usage: node --import tsx bench/speech.ts [tiny,base,small]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect } from 'socket.io-client';
import { createAsrEngine, DEFAULT_WHISPER_BIN, decodeWav, pcm16Wav } from '../engines/asr/index';
import { type WhisperSize, writeSyntheticWhisperModel } from '../engines/asr/test-support/synthetic-model';
import { createTtsEngine, decodeMonoPcm16 } from '../engines/tts/index';
import { createTestApp } from '../server/test/support/app';
import { createUser } from '../server/test/support/users';

const sizes = (process.argv[2] ?? 'tiny,base').split(',') as WhisperSize[];
const dir = mkdtempSync(join(tmpdir(), 'speech-bench-'));
/** CPU seconds used by finished child processes (whisper-cli), from /proc: the machine is shared, wall time is not. */
function childCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime, in clock ticks
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const URDU = 'پاکستان ایک خوبصورت ملک ہے۔ یہاں کے لوگ بہت مہمان نواز ہیں، اور کھانے بہت مزیدار ہوتے ہیں۔ ';
const PUNJABI = 'پنجابی میری ماں بولی اے۔ اج موسم بہت چنگا اے، ساڈا پنڈ دریا دے کنارے اے۔ ';
const thousand = (s: string) => s.repeat(Math.ceil(1000 / s.length)).slice(0, 1000);

async function ttsBench(): Promise<void> {
  console.log('\n== TTS real-time factor, 1,000 characters (median of 3)');
  const tts = createTtsEngine({ concurrency: 1 });
  for (const voice of ['naghma', 'naghma-v2', 'sarang', 'ektara']) {
    const text = thousand(voice === 'ektara' ? PUNJABI : URDU);
    const times: number[] = [];
    let seconds = 0;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const wav = decodeMonoPcm16(await tts.synthesize({ voice, text }));
      times.push((performance.now() - t0) / 1000);
      seconds = wav.samples.length / wav.sampleRate;
    }
    const t = median(times);
    console.log(
      `${voice.padEnd(10)} ${t.toFixed(3)} s for ${seconds.toFixed(1)} s of audio: RTF ${(t / seconds).toFixed(4)}`,
    );
  }
}

function speechSamples(seconds: number): Float32Array {
  const file = join(dir, 'speech.wav');
  execFileSync('espeak-ng', ['-v', 'ur', '-w', file, URDU.repeat(12)]);
  const samples = decodeWav(readFileSync(file)).samples;
  return samples.subarray(0, Math.min(samples.length, seconds * 16_000));
}

async function asrBench(): Promise<void> {
  console.log('\n== ASR real-time factor, synthetic (random-weight) models, 2 threads, greedy, VAD on');
  if (!existsSync(DEFAULT_WHISPER_BIN))
    return console.log('skipped: whisper-cli not built (scripts/setup.sh)');
  const audio = speechSamples(30);
  const wav = pcm16Wav(audio);
  for (const size of sizes) {
    const model = join(dir, `ggml-${size}.bin`);
    writeSyntheticWhisperModel(model, size);
    const asr = createAsrEngine({ model, threads: 2 });
    await asr.transcribeWav(wav); // warm the file cache
    const t0 = performance.now();
    const cpu0 = childCpuSeconds();
    const r = await asr.transcribeWav(wav);
    const total = (performance.now() - t0) / 1000;
    const cpu = childCpuSeconds() - cpu0;
    console.log(
      `${size.padEnd(6)} wall ${total.toFixed(2)} s for ${r.durationSeconds.toFixed(1)} s: RTF ${(total / r.durationSeconds).toFixed(3)}; ` +
        `whisper-cli CPU ${cpu.toFixed(2)} s, so about RTF ${(cpu / 2 / r.durationSeconds).toFixed(3)} on 2 idle cores ` +
        `(whisper ${(r.timing.whisperMs / 1000).toFixed(2)} s, VAD ${(r.timing.vadMs / 1000).toFixed(2)} s, ${r.timing.windows} window(s), ` +
        `${[...r.text].length} characters decoded by the random model)`,
    );
    rmSync(model, { force: true });
  }
}

async function realtimeBench(): Promise<void> {
  console.log('\n== Realtime latency: 1 s audio_bytes chunk -> next partial (synthetic tiny model)');
  if (!existsSync(DEFAULT_WHISPER_BIN)) return console.log('skipped: whisper-cli not built');
  const model = join(dir, 'ggml-tiny.bin');
  writeSyntheticWhisperModel(model, 'tiny');
  const t = await createTestApp('sqlite', { ASR_MODEL: model, ASR_THREADS: '2' });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { user } = await createUser(t.ctx);
    const cookieValue = (await import('../server/test/support/users')).sessionCookie;
    const cookie = await cookieValue(t.ctx, user.id);
    const socket = connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      extraHeaders: { cookie, origin: new URL(t.ctx.config.publicUrl).origin },
    });
    await new Promise<void>((r) => socket.once('connect', () => r()));
    const audio = speechSamples(10);
    const latencies: number[] = [];
    let sentAt = 0;
    socket.on('response', (r: { final: boolean }) => {
      if (!r.final && sentAt > 0) latencies.push(performance.now() - sentAt);
    });
    for (let s = 0; s + 16_000 <= audio.length; s += 16_000) {
      const chunk = Buffer.alloc(32_000);
      for (let i = 0; i < 16_000; i++) chunk.writeInt16LE(Math.round((audio[s + i] ?? 0) * 32767), i * 2);
      sentAt = performance.now();
      socket.emit('audio_bytes', chunk);
      await new Promise((r) => setTimeout(r, 1000)); // real time: one chunk a second
    }
    const done = new Promise<void>((r) => socket.once('done', () => r()));
    socket.emit('audio_end');
    await done;
    socket.disconnect();
    console.log(
      `load average while measuring: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    );
    console.log(
      `${latencies.length} partials for ${Math.floor(audio.length / 16_000)} chunks; latency median ${median(latencies).toFixed(0)} ms, ` +
        `max ${Math.max(...latencies).toFixed(0)} ms (a partial is skipped while the previous one runs)`,
    );
  } finally {
    await t.close();
  }
}

await ttsBench();
await asrBench();
await realtimeBench();
rmSync(dir, { recursive: true, force: true });
