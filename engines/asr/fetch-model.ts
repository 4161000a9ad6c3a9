import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm run zuban -- models fetch whisper-base`: downloads an official ggml model with the
// download script whisper.cpp ships (models/download-ggml-model.sh, from Hugging Face
// ggerganov/whisper.cpp). Runs only when an operator asks; nothing downloads at install or start.

const DOWNLOAD_SCRIPT = fileURLToPath(
  new URL('../../node_modules/nodejs-whisper/cpp/whisper.cpp/models/download-ggml-model.sh', import.meta.url),
);

export const FETCHABLE_MODELS = [
  'whisper-tiny',
  'whisper-base',
  'whisper-small',
  'whisper-medium',
  'whisper-large-v3',
] as const;
export type FetchableModel = (typeof FETCHABLE_MODELS)[number];

export class ModelFetchError extends Error {}

const GGML_MAGIC = 0x67676d6c;

async function hasGgmlMagic(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32LE(0) === GGML_MAGIC;
  } finally {
    await file.close();
  }
}

/** Downloads into a temporary folder first so a failed download never leaves a broken model. */
export async function fetchWhisperModel(
  name: string,
  destDir: string,
): Promise<{ path: string; command: string }> {
  if (!(FETCHABLE_MODELS as readonly string[]).includes(name)) {
    throw new ModelFetchError(`Unknown model "${name}". Choose one of: ${FETCHABLE_MODELS.join(', ')}.`);
  }
  const size = name.replace(/^whisper-/, '');
  const target = join(destDir, `ggml-${size}.bin`);
  const command = `sh ${DOWNLOAD_SCRIPT} ${size} <dir>`;
  if (existsSync(target) && (await hasGgmlMagic(target))) return { path: target, command };
  await mkdir(destDir, { recursive: true });
  const tmp = await mkdtemp(join(destDir, '.download-'));
  try {
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn('sh', [DOWNLOAD_SCRIPT, size, tmp], { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      const keep = (d: Buffer) => {
        output = (output + d.toString()).slice(-4000);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('error', (e) => resolve({ code: -1, output: e.message }));
      child.on('close', (c) => resolve({ code: c, output }));
    });
    const downloaded = join(tmp, `ggml-${size}.bin`);
    if (code !== 0 || !existsSync(downloaded) || !(await hasGgmlMagic(downloaded))) {
      const reason = output.trim().split('\n').filter(Boolean).slice(-2).join(' ');
      throw new ModelFetchError(
        `Could not download ${name} from https://huggingface.co/ggerganov/whisper.cpp (${reason || `exit ${code}`}). ` +
          `This machine may have no internet access: on one that has, run "${command}", copy ggml-${size}.bin here ` +
          `and set ASR_MODEL=${target}.`,
      );
    }
    await rename(downloaded, target);
    return { path: target, command };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
