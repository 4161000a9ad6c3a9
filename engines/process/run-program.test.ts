import { describe, expect, it } from 'vitest';
import { ProgramError, runProgram } from './run-program';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ProgramError);
      return error as ProgramError;
    },
  );

describe('runProgram', () => {
  it('passes stdin through to stdout (Buffer and string input)', async () => {
    const bytes = Buffer.from([0, 1, 2, 255, 10]);
    const fromBuffer = await runProgram('cat', [], { input: bytes, timeoutMs: 10_000 });
    expect(fromBuffer.stdout.equals(bytes)).toBe(true);
    expect(fromBuffer).toMatchObject({ code: 0, signal: null, stderr: '' });
    const fromString = await runProgram('cat', [], { input: 'اردو', timeoutMs: 10_000 });
    expect(fromString.stdout.toString('utf8')).toBe('اردو');
  });

  it('ignores stdout when asked and adds env variables', async () => {
    const ignored = await runProgram('sh', ['-c', 'echo out'], { stdout: 'ignore', timeoutMs: 10_000 });
    expect(ignored.stdout.length).toBe(0);
    const env = await runProgram('sh', ['-c', 'test -n "$PATH" && printf %s "$ZUBAN_TEST_VAR"'], {
      env: { ZUBAN_TEST_VAR: 'set' },
      timeoutMs: 10_000,
    });
    expect(env.stdout.toString()).toBe('set');
  });

  it('reports a non-zero exit with the end of stderr', async () => {
    const script = 'printf "%0500d" 0 >&2; echo " last words" >&2; exit 3';
    const error = await failure(runProgram('sh', ['-c', script], { timeoutMs: 10_000, stderrChars: 20 }));
    expect(error).toMatchObject({ failure: 'exit', code: 3, signal: null, stderr: '00000000 last words\n' });
    expect(error.message).toBe('sh failed (exit 3): 00000000 last words\n');
  });

  it('keeps the start of stderr with stderrKeep head', async () => {
    const script = 'echo "first line" >&2; printf "%0500d" 0 >&2; exit 1';
    const error = await failure(
      runProgram('sh', ['-c', script], { timeoutMs: 10_000, stderrChars: 12, stderrKeep: 'head' }),
    );
    expect(error.stderr).toBe('first line\n0');
  });

  it('says a missing program could not start, with its errno code', async () => {
    const error = await failure(
      runProgram('/nonexistent/zuban-program', [], { input: 'x', timeoutMs: 10_000 }),
    );
    expect(error).toMatchObject({ failure: 'start', errno: 'ENOENT' });
    expect(error.message).toMatch(/^\/nonexistent\/zuban-program could not start: .*ENOENT/);
  });

  it('kills a program that runs past the time limit', async () => {
    const started = Date.now();
    const error = await failure(runProgram('sleep', ['5'], { timeoutMs: 100 }));
    expect(error).toMatchObject({ failure: 'timeout', code: null, signal: 'SIGKILL' });
    expect(error.message).toBe('sleep did not finish within 100 ms');
    expect(Date.now() - started).toBeLessThan(4000);
  });
});
