/** Resolves when `idle()` holds, checking every 50 ms, or after `graceMs`; true when it went idle. */
export async function waitUntilIdle(idle: () => boolean, graceMs: number): Promise<boolean> {
  const until = Date.now() + graceMs;
  while (!idle()) {
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
