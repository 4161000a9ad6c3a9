import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now, for a server a test starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}
