import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';

/** How much of an unread body the server reads and throws away before it closes, and for how long. */
export interface LingerLimits {
  maxBytes: number;
  maxMs: number;
}

export function lingerLimits(config: Pick<Config, 'settings'>): LingerLimits {
  return {
    maxBytes: config.settings.LINGERING_CLOSE_MAX_BYTES,
    maxMs: config.settings.LINGERING_CLOSE_SECONDS * 1000,
  };
}

const lingering = new WeakSet<Socket>();
/** How often a lingering socket's byte count is looked at: the byte bound is kept to within this much sending. */
const CHECK_EVERY_MS = 25;

/**
 * Makes this socket close the way nginx's lingering_close does. When the server answers before it
 * has read the body (413 too large, 401 before a large body, 503 busy) and closes, Node closes the
 * socket at once; bytes the client is still sending then hit a closed socket, the kernel answers
 * them with a reset, and a client that sends its whole body before reading (Python's urllib)
 * loses the answer and sees "connection reset" or "broken pipe". Instead, after the answer this
 * socket sends its FIN (Node's own step) while Node's HTTP parser goes on reading the body and
 * throwing it away (the request is "dumped"), until the client closes its side: the socket is
 * destroyed then, or once about `maxBytes` more have arrived or `maxMs` have passed, whichever
 * comes first. A client cannot hold the socket longer or make the server read much more, and
 * nothing read is kept.
 */
export function lingerBeforeClosing(socket: Socket, limits: LingerLimits): void {
  if (lingering.has(socket)) return;
  lingering.add(socket);
  // Node's HTTP server calls destroySoon() once the last answer on the socket is finished.
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    // Counted off bytesRead, not a 'data' listener: one would take the socket from the native
    // parser mid-pause and stall it, and Node no longer hands a dumped request its body.
    const readBefore = socket.bytesRead;
    const stop = () => {
      clearTimeout(deadline);
      clearInterval(check);
      socket.destroy();
    };
    const deadline = setTimeout(stop, limits.maxMs);
    const check = setInterval(() => {
      if (socket.bytesRead - readBefore > limits.maxBytes) stop();
    }, CHECK_EVERY_MS);
    deadline.unref();
    check.unref();
    socket.once('end', () => {
      // The client has sent everything and read the answer; destroy once the answer is flushed.
      if (socket.writableFinished) stop();
      else socket.once('finish', stop);
    });
    socket.once('close', () => {
      clearTimeout(deadline);
      clearInterval(check);
    });
  };
}

/**
 * onSend hook: an answer sent while the request's body is not fully read (refused before or while
 * reading it) closes its connection by lingering (lingerBeforeClosing), so the client reads it.
 */
export function lingerOnUnreadBodies(app: FastifyInstance, config: Pick<Config, 'settings'>): void {
  const limits = lingerLimits(config);
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!request.raw.complete) lingerBeforeClosing(request.raw.socket, limits);
    return payload;
  });
}
