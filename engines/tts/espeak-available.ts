import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Whether espeak-ng is on PATH (a cheap check for /healthz; no process is started). */
export function espeakAvailable(binary = 'espeak-ng'): boolean {
  if (binary.includes('/')) return existsSync(binary);
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, binary)));
}
