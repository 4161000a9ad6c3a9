import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { SampleLanguage } from '../../web/src/api-docs/samples';

// Runs an API page's sample the way a reader would: saved to a file in a folder holding their own
// input files, then `python3 sample.py`, `java Sample.java` (the JDK's single-file launcher) or the
// curl lines in a shell.

export interface SampleOutput {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The folder it ran in: a sample may write files there (speech.wav from TTS). */
  dir: string;
}

const sampleFile: Record<SampleLanguage, string> = {
  python: 'sample.py',
  java: 'Sample.java',
  curl: 'sample.sh',
};
const command: Record<SampleLanguage, [string, string[]]> = {
  python: ['python3', ['sample.py']],
  java: ['java', ['Sample.java']],
  curl: ['bash', ['sample.sh']],
};

export function runSample(
  language: SampleLanguage,
  code: string,
  inputs: readonly string[],
): Promise<SampleOutput> {
  const dir = mkdtempSync(join(tmpdir(), `zuban-sample-${language}-`));
  for (const file of inputs) copyFileSync(file, join(dir, basename(file)));
  writeFileSync(join(dir, sampleFile[language]), code);
  const [bin, args] = command[language];
  return new Promise((resolve) => {
    execFile(
      bin,
      args,
      { cwd: dir, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const status = error && typeof error.code === 'number' ? error.code : error ? null : 0;
        resolve({ code: status, stdout, stderr, dir });
      },
    );
  });
}

const missing = new Map<SampleLanguage, string | null>();

/** Why a language's samples cannot run on this machine, or null when they can (asked once). */
export function missingRuntime(language: SampleLanguage): string | null {
  if (!missing.has(language)) missing.set(language, probeRuntime(language));
  return missing.get(language) ?? null;
}

function probeRuntime(language: SampleLanguage): string | null {
  const works = (bin: string, args: string[]) => {
    try {
      execFileSync(bin, args, { stdio: 'pipe' });
      return true;
    } catch {
      return false;
    }
  };
  if (language === 'python')
    return works('python3', ['-c', 'import requests'])
      ? null
      : 'python3 with requests is not installed (Debian: python3-requests)';
  if (language === 'java') {
    if (!works('java', ['-version'])) return 'java is not installed (Debian: openjdk-17-jdk-headless)';
    // The single-file launcher compiles in memory: a JRE without jdk.compiler cannot run it.
    const modules = execFileSync('java', ['--list-modules'], { encoding: 'utf8' });
    return modules.includes('jdk.compiler')
      ? null
      : 'the JDK compiler is missing (Debian: openjdk-17-jdk-headless)';
  }
  return works('curl', ['--version']) ? null : 'curl is not installed';
}

/** Runs tasks at most `limit` at a time (Java's launcher keeps a core busy for a second or more). */
export function limited(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>) => {
    // A finishing task hands its place straight to the next waiting one.
    if (running >= limit) await new Promise<void>((r) => waiting.push(r));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
