/**
 * bench/first-call: how long the first call of each service takes once the server says it is ready
 * (issue #26 item 7: "no first call over 200 ms once ready"), next to its second call.
 *   npm run bench -- first-call        (or: node --import tsx bench/first-call.ts)
 * It starts a real server (`zuban serve`, a free port, a fresh DATA_DIR on SQLite), creates a funded
 * user with the CLI, waits until GET /healthz answers `ready: true` (and records the slowest
 * /healthz answer meanwhile: a start-up that blocks the event loop shows there), then sends paid
 * calls one at a time: per text service a short text (run inline, on the event loop) and a text of
 * ~840 characters (on a text-pool thread for the costlier engines: inline-decision.ts; the stemmer,
 * langid, summary and domain engines are cheap enough to keep it inline), twice each with different words; then
 * OCR (when the Nastaliq fonts are there to render a line) and TTS.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableFonts } from '../engines/ocr/training/fonts';
import { renderLine } from '../engines/ocr/training/render-line';
import { freePort } from '../server/test/support/free-port';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cliMain = join(root, 'server/src/cli/main.ts');
const READY_DEADLINE_MS = 300_000;
const GOAL_MS = 200;

const shortTexts = ['پاکستان کی حکومت نے بجٹ پیش کیا۔', 'لاہور میں آج بارش ہوئی اور موسم خوشگوار ہو گیا۔'];
const longBase = [
  'وزیر اعظم نے کہا کہ ملک کی معیشت بہتر ہو رہی ہے اور برآمدات میں اضافہ ہوا ہے۔',
  'کرکٹ ٹیم نے کل کے میچ میں شاندار کارکردگی دکھائی اور سیریز جیت لی۔',
];
/** ~840 characters: over the costlier engines' inline budget (TEXT_INLINE_BUDGET_US), so on a pool thread. */
const longTexts = longBase.map((s, i) => Array.from({ length: 6 }, () => `${s} ${shortTexts[i]}`).join(' '));

interface TextService {
  path: string;
  extra?: Record<string, unknown>;
  /** Romanization takes Roman Urdu up to 100 characters, always on the pool. */
  texts?: { label: string; bodies: string[] }[];
}

const textServices: TextService[] = [
  { path: '/stemmer' },
  { path: '/spell_checker' },
  { path: '/postagger', extra: { tagset: 'upos' } },
  { path: '/keyword_extraction', extra: { volume: 3 } },
  { path: '/domain_identification' },
  { path: '/extractive_summarization', extra: { volume: 1 } },
  { path: '/langid' },
  { path: '/content_filter' },
  {
    path: '/romanization',
    texts: [{ label: 'pool', bodies: ['pakistan zindabad', 'lahore mein aaj barish hui'] }],
  },
];

function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // One token sends every call.
    API_RATE_LIMIT_TEXT: '0',
    API_RATE_LIMIT_OCR: '0',
    API_RATE_LIMIT_TTS: '0',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return env;
}

function createFundedUser(env: NodeJS.ProcessEnv): string {
  const args = ['user', 'create', '--email', 'a@b.test', '--password', 'Pass#2026word', '--first-name', 'A'];
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', cliMain, ...args, '--balance', '100000', '--confirmed'],
    {
      env,
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`user create failed: ${run.stderr}`);
  const printed = JSON.parse(run.stdout) as { accessToken?: string };
  if (!printed.accessToken) throw new Error(`user create printed no accessToken: ${run.stdout}`);
  return printed.accessToken;
}

/** Polls /healthz until `ready`; returns the time it took and the slowest /healthz answer. */
async function waitReady(
  base: string,
  server: ChildProcess,
): Promise<{ readyMs: number; slowestHealthMs: number }> {
  const started = performance.now();
  let slowestHealthMs = 0;
  while (performance.now() - started < READY_DEADLINE_MS) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const asked = performance.now();
    const ready = await fetch(`${base}/healthz`)
      .then(async (res) => ((await res.json()) as { ready?: boolean }).ready === true)
      .then(
        (answer) => {
          slowestHealthMs = Math.max(slowestHealthMs, performance.now() - asked);
          return answer;
        },
        () => false, // not listening yet
      );
    if (ready) return { readyMs: performance.now() - started, slowestHealthMs };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the server did not become ready');
}

async function timedCall(
  base: string,
  path: string,
  token: string,
  body: Record<string, unknown>,
): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return ms;
}

async function ocrImages(dir: string): Promise<Buffer[]> {
  const fonts = availableFonts((f) => f.evaluate && f.script === 'nastaliq');
  const font = fonts[0];
  if (!font) return [];
  const images: Buffer[] = [];
  for (const [i, text] of shortTexts.entries()) {
    const path = join(dir, `line-${i}.png`);
    await renderLine({ text, font, pointSize: 16, dpi: 300, degradation: null }, path);
    images.push(readFileSync(path));
  }
  return images;
}

const fmt = (ms: number) => `${ms.toFixed(0).padStart(6)} ms`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'zuban-first-call-'));
  const port = await freePort();
  const env = serverEnv(dataDir, port);
  const token = createFundedUser(env);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', cliMain, 'serve'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const { readyMs, slowestHealthMs } = await waitReady(base, server);
    console.log(
      `bench/first-call: ready ${(readyMs / 1000).toFixed(1)} s after spawn; slowest /healthz answer meanwhile ${slowestHealthMs.toFixed(0)} ms`,
    );
    console.log(
      `${'service'.padEnd(28)} ${'runs on'.padEnd(8)} ${'first'.padStart(9)} ${'second'.padStart(9)}`,
    );
    let worstFirst = 0;
    let worstExtra = 0;
    const row = (name: string, where: string, first: number, second: number) => {
      worstFirst = Math.max(worstFirst, first);
      worstExtra = Math.max(worstExtra, first - second);
      // A first call as slow as the second is the engine's own time (OCR), not a model loading.
      const flag =
        first <= GOAL_MS
          ? ''
          : second > GOAL_MS
            ? '   (the engine itself: the second call too)'
            : `   COLD: over ${GOAL_MS} ms`;
      console.log(`${name.padEnd(28)} ${where.padEnd(8)} ${fmt(first)} ${fmt(second)}${flag}`);
    };
    for (const service of textServices) {
      const sets = service.texts ?? [
        { label: 'inline', bodies: shortTexts },
        { label: 'pool', bodies: longTexts },
      ];
      for (const { label, bodies } of sets) {
        const [first, second] = [
          await timedCall(base, service.path, token, { text: bodies[0], ...service.extra }),
          await timedCall(base, service.path, token, { text: bodies[1], ...service.extra }),
        ];
        row(service.path, label, first, second);
      }
    }
    const images = await ocrImages(dataDir);
    if (images.length === 2) {
      for (const performance of [0, 1]) {
        const call = (image: Buffer) =>
          timedCall(base, '/ocr', token, {
            image: image.toString('base64'),
            dpi_val: 300,
            fontsize: 16,
            performance,
          });
        row(
          `/ocr (${performance === 0 ? 'accurate' : 'fast'})`,
          'queue',
          await call(images[0]!),
          await call(images[1]!),
        );
      }
    } else console.log('/ocr skipped: no Nastaliq font to render a line');
    row(
      '/tts',
      'queue',
      await timedCall(base, '/tts', token, { text: shortTexts[0] }),
      await timedCall(base, '/tts', token, { text: shortTexts[1] }),
    );
    console.log(
      `slowest first call: ${worstFirst.toFixed(0)} ms; most a first call took over its second: ${worstExtra.toFixed(0)} ms (goal: no first call over ${GOAL_MS} ms but for the engine's own time)`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
