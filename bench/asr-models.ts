/**
 * Which whisper model can be the default (issue #31 item 6): the real-time factor of base, small and
 * large-v3-turbo, f16 and q5_0, at 2 and 4 threads, through the product's own path
 * (createAsrEngine: Silero VAD, windows of at most 30 s, forced Urdu, greedy, no timestamps, one
 * whisper-cli process per call, model load included) on 60 s of espeak-ng Urdu speech.
 *
 * Models: random weights of the true shapes (engines/asr/test-support/synthetic-model.ts) in f16, as OpenAI's
 * weights are converted; q5_0 written from them by whisper.cpp's own quantize tool, built here from
 * the same sources as whisper-cli. Speed does not depend on the weights' values, with one exception:
 * when to stop decoding. A random model never says end-of-text, so every window decodes to the
 * cap the real path has (no timestamps: one segment per window, at most n_text_ctx/2 - 4 = 220
 * tokens), i.e. 7.3 tokens per second of speech: an upper bound on decode time. whisper-cli's own
 * timings (encode per window, decode per token) are printed so the figure can be re-scaled to
 * fewer tokens.
 *
 * The machine may be shared: each figure is the minimum of the repeats, with the load average
 * (/proc/loadavg, 1 min) before and after, and the CPU time whisper-cli used.
 *
 * usage: npm run bench -- asr-models
 *   ASR_BENCH_MODELS=base,small,large-v3-turbo  ASR_BENCH_TYPES=f16,q5_0  ASR_BENCH_THREADS=2,4
 *   ASR_BENCH_REPEATS=2  ASR_BENCH_SECONDS=60
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createAsrEngine,
  DEFAULT_WHISPER_BIN,
  decodeWav,
  detectSpeech,
  pcm16Wav,
} from '../engines/asr/index';
import {
  WHISPER_SHAPES,
  type WhisperSize,
  writeSyntheticWhisperModel,
} from '../engines/asr/test-support/synthetic-model';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const list = (name: string, fallback: string) => (process.env[name] ?? fallback).split(',').filter(Boolean);
const sizes = list('ASR_BENCH_MODELS', 'base,small,large-v3-turbo') as WhisperSize[];
const types = list('ASR_BENCH_TYPES', 'f16,q5_0');
const threadCounts = list('ASR_BENCH_THREADS', '2,4').map(Number);
const cores = availableParallelism();
const repeats = Number(process.env.ASR_BENCH_REPEATS ?? 2);
const seconds = Number(process.env.ASR_BENCH_SECONDS ?? 60);

for (const size of sizes) {
  if (!(size in WHISPER_SHAPES))
    throw new Error(`unknown model ${size} (have ${Object.keys(WHISPER_SHAPES)})`);
}

const URDU =
  'پاکستان ایک خوبصورت ملک ہے۔ یہاں کے لوگ بہت مہمان نواز ہیں، اور کھانے بہت مزیدار ہوتے ہیں۔ ' +
  'کل صبح بارش ہوئی تو بچے سکول دیر سے پہنچے، مگر استاد نے کچھ نہیں کہا۔ ' +
  'شہر کی لائبریری میں اردو ادب کی ہزاروں کتابیں ہیں جنہیں ہر روز سینکڑوں لوگ پڑھنے آتے ہیں۔ ';

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '?';

/** CPU seconds of finished child processes (whisper-cli), from /proc: wall time alone misleads on a shared machine. */
function childCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime, in clock ticks
}

/**
 * whisper.cpp's quantize tool, from the build folder whisper-cli came from (only the missing target
 * is compiled), or, when whisper-cli was copied from the cache, from a folder of its own.
 */
function quantizeTool(): string {
  const shared = join(root, 'node_modules/.cache/zuban-whisper');
  const buildDir = existsSync(join(shared, 'CMakeCache.txt'))
    ? shared
    : join(root, 'node_modules/.cache/zuban-whisper-tools');
  const tool = join(buildDir, 'bin/whisper-quantize');
  if (existsSync(tool)) return tool;
  console.log(`building whisper-quantize in ${buildDir} (once; a few CPU-minutes at nice 19)`);
  if (buildDir !== shared) {
    const src = join(root, 'node_modules/nodejs-whisper/cpp/whisper.cpp');
    execFileSync(
      'nice',
      [
        '-n',
        '19',
        'cmake',
        '-S',
        src,
        '-B',
        buildDir,
        '-DCMAKE_BUILD_TYPE=Release',
        '-DGGML_NATIVE=ON',
        '-DBUILD_SHARED_LIBS=OFF',
        '-DWHISPER_BUILD_TESTS=OFF',
        '-DWHISPER_SDL2=OFF',
        '-DWHISPER_CURL=OFF',
      ],
      { stdio: 'ignore' },
    );
  }
  const jobs = String(Math.min(4, cores));
  execFileSync(
    'nice',
    ['-n', '19', 'cmake', '--build', buildDir, '--target', 'whisper-quantize', '-j', jobs],
    {
      stdio: 'ignore',
    },
  );
  return tool;
}

interface CliTimings {
  loadMs: number;
  encodeMs: number;
  encodeRuns: number;
  decodeMs: number;
  decodeRuns: number;
  promptMs: number;
}

/** The summary whisper_print_timings writes to stderr (one whisper-cli run, all windows). */
function parseTimings(log: string): CliTimings {
  const ms = (name: string) =>
    Number(new RegExp(`${name} time =\\s*([\\d.]+) ms`).exec(log)?.[1] ?? Number.NaN);
  const runs = (name: string) =>
    Number(new RegExp(`${name} time =.*/\\s*(\\d+) runs`).exec(log)?.[1] ?? Number.NaN);
  return {
    loadMs: ms('load'),
    encodeMs: ms('encode'),
    encodeRuns: runs('encode'),
    decodeMs: ms('decode'),
    decodeRuns: runs('decode'),
    promptMs: ms('prompt'),
  };
}

const dir = mkdtempSync(join(tmpdir(), 'asr-models-bench-'));
try {
  if (!existsSync(DEFAULT_WHISPER_BIN)) {
    console.log('skipped: whisper-cli not built (scripts/setup.sh)');
    process.exit(0);
  }
  const quantize = types.some((t) => t !== 'f16') ? quantizeTool() : '';

  // The engine runs whisper-cli with -np, which also silences its timings: this stand-in runs the
  // same binary with the same arguments minus -np and keeps stderr for parseTimings.
  const log = join(dir, 'whisper-cli.log');
  const binary = join(dir, 'whisper-cli-timed.sh');
  writeFileSync(
    binary,
    `#!/bin/sh\nfor a in "$@"; do shift; [ "$a" = -np ] || set -- "$@" "$a"; done\nexec '${DEFAULT_WHISPER_BIN}' "$@" 2>>'${log}'\n`,
  );
  chmodSync(binary, 0o755);

  const speechFile = join(dir, 'speech.wav');
  execFileSync('espeak-ng', ['-v', 'ur', '-w', speechFile, URDU.repeat(Math.ceil(seconds / 15) + 1)]);
  const speech = decodeWav(readFileSync(speechFile)).samples;
  const wav = pcm16Wav(speech.subarray(0, Math.min(speech.length, seconds * 16_000)));
  await detectSpeech(speech.subarray(0, 16_000)); // loads the VAD network once, outside the timings

  console.log(
    `== ASR real-time factor, synthetic models, ${seconds} s of espeak-ng Urdu, greedy, VAD on, ` +
      `minimum of ${repeats}; ${cores} cores, load average before/after. idle RTF: whisper-cli's CPU seconds ` +
      'over min(threads, cores) and the audio, what the run would take with those cores to itself',
  );
  console.log(
    'model            type  size MB threads  RTF   wall s  cpu s  idle RTF  windows  encode ms/window  decode ms/token  tokens  load 1 min',
  );
  for (const size of sizes) {
    const f16 = join(dir, `ggml-${size}-f16.bin`);
    writeSyntheticWhisperModel(f16, size);
    for (const type of types) {
      const model = type === 'f16' ? f16 : join(dir, `ggml-${size}-${type}.bin`);
      if (type !== 'f16') execFileSync(quantize, [f16, model, type], { stdio: 'ignore' });
      const mb = statSync(model).size / 1e6;
      for (const threads of threadCounts) {
        const asr = createAsrEngine({ model, binary, threads });
        let best:
          | { wall: number; audio: number; cpu: number; windows: number; timings: CliTimings; load: string }
          | undefined;
        const rtfs: string[] = [];
        for (let r = 0; r < repeats; r++) {
          writeFileSync(log, '');
          const before = loadAverage();
          const cpu0 = childCpuSeconds();
          const t0 = performance.now();
          const result = await asr.transcribeWav(wav);
          const wall = (performance.now() - t0) / 1000;
          const run = {
            wall,
            audio: result.durationSeconds,
            cpu: childCpuSeconds() - cpu0,
            windows: result.timing.windows,
            timings: parseTimings(readFileSync(log, 'utf8')),
            load: `${before}/${loadAverage()}`,
          };
          rtfs.push((wall / result.durationSeconds).toFixed(3));
          if (!best || run.wall < best.wall) best = run;
        }
        if (!best) continue;
        const t = best.timings;
        console.log(
          `${size.padEnd(16)} ${type.padEnd(5)} ${mb.toFixed(0).padStart(7)} ${String(threads).padStart(7)}  ` +
            `${(best.wall / best.audio).toFixed(3)} ${best.wall.toFixed(1).padStart(7)} ${best.cpu.toFixed(1).padStart(6)} ` +
            `${(best.cpu / Math.min(threads, cores) / best.audio).toFixed(3).padStart(9)} ` +
            `${String(best.windows).padStart(8)} ${(t.encodeMs / t.encodeRuns).toFixed(0).padStart(17)} ` +
            `${(t.decodeMs / t.decodeRuns).toFixed(1).padStart(16)} ${String(t.decodeRuns).padStart(7)}  ${best.load}  (all: ${rtfs.join(' ')})`,
        );
      }
      if (model !== f16) rmSync(model, { force: true });
    }
    rmSync(f16, { force: true });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
