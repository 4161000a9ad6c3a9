import { messageCatalogue } from '@zuban/contract/message-catalogue';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { AppContext } from '../../context';
import { messageCodeFields } from '../../http/app-error';
import { answerOtherUpgradesAsHttp, isWebSocketTo } from '../../http/plain-upgrade';
import { keyRefusalError } from '../../keys/key-errors';
import { speechEngines } from '../engines';
import { authenticateSocket, type StreamCaller } from './authenticate';
import { realtimeBackplane } from './backplane';
import { type StreamBilling, startedBlocks, startStreamBilling } from './charge-stream';
import { createStreamSession, type StreamSession } from './stream-session';
import type { WorkerPool, WorkerSlot } from './worker-pool';

// The realtime speech-to-text socket (Socket.IO on the same HTTP server as Fastify).
// Client -> server: audio_bytes (16 kHz mono 16-bit PCM, binary or base64), audio_end.
// Server -> client: response {hypotheses: [{transcript}], final}, busy, unavailable,
// insufficient_balance, stream_error, and done {seconds, units, cost} after audio_end or when the
// server ends the stream (then it also disconnects).

/** The stream's messages: the catalogue's `stream` group. */
export const messages = messageCatalogue.stream;

/** A message as the socket sends it: the English and, beside it, its catalogue code for the web. */
const spoken = (message: string) => ({ message, ...messageCodeFields(message) });

// Backpressure: a client that sends audio far faster than whisper transcribes it (or than billing
// answers) would otherwise grow this process's memory without bound, up to the hour's limit per
// stream. Chunks waiting to be paid for and finished utterances waiting for transcription are capped.
const MAX_WAITING_BYTES = 4_000_000; // about two minutes of 16 kHz 16-bit audio not yet paid for
const MAX_BACKLOG_SECONDS = 120;

function toBuffer(data: unknown): Buffer | undefined {
  if (Buffer.isBuffer(data)) return data;
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (typeof data === 'string' && /^[A-Za-z0-9+/=]+$/.test(data)) return Buffer.from(data, 'base64');
  return undefined;
}

/** Bytes a chunk holds while it waits in the chain (a string counts as its length). */
function byteSize(data: unknown): number {
  if (typeof data === 'string') return data.length;
  if (data instanceof ArrayBuffer) return data.byteLength;
  if (ArrayBuffer.isView(data)) return data.byteLength;
  return 0;
}

interface OpenStream {
  slot: WorkerSlot;
  billing: StreamBilling;
  session: StreamSession;
}

/** Takes a slot and starts billing; undefined (the client told why and dropped) when it cannot. */
async function openStream(
  ctx: AppContext,
  socket: Socket,
  caller: StreamCaller,
  pool: WorkerPool,
): Promise<OpenStream | undefined> {
  const { asr } = speechEngines(ctx);
  if (!asr.ready()) {
    socket.emit('unavailable', {
      code: 'model_missing',
      ...spoken(messages.modelMissing),
    });
    socket.disconnect(true);
    return undefined;
  }
  const slot = await pool.acquire();
  if (!slot) {
    socket.emit('busy', { ...spoken(messages.busy), free_asrWorkers: 0 });
    socket.disconnect(true);
    return undefined;
  }
  try {
    const billing = await startStreamBilling(ctx, caller);
    const session = createStreamSession({
      asr,
      emit: (h) => socket.emit('response', h),
      onError: (e) => socket.emit('stream_error', { message: e instanceof Error ? e.message : String(e) }),
    });
    return { slot, billing, session };
  } catch (e) {
    await slot.release();
    throw e;
  }
}

function serveStream(
  ctx: AppContext,
  socket: Socket,
  caller: StreamCaller,
  pool: WorkerPool,
  log: FastifyBaseLogger,
): void {
  let stream: OpenStream | undefined;
  let finished = false;

  const finish = async (): Promise<{ seconds: number; units: number; cost: number } | undefined> => {
    if (finished || !stream) return undefined;
    finished = true;
    const { slot, billing, session } = stream;
    try {
      await session.end();
      const seconds = session.receivedSeconds();
      await billing.close(seconds);
      return { seconds, units: billing.paidBlocks(), cost: billing.costMilli() / 1000 };
    } finally {
      await slot.release();
    }
  };
  /** The server ends the stream: why, the final transcript of what was paid for, done, goodbye. */
  const endStream = async (
    event: 'insufficient_balance' | 'stream_error',
    message: string,
    code?: string,
  ) => {
    if (finished) return;
    socket.emit(event, code ? { ...spoken(message), code } : spoken(message));
    socket.emit('done', await finish());
    socket.disconnect(true);
  };

  // Listeners are in place before the (asynchronous) setup, so no early chunk is lost: every step
  // joins one chain and runs in arrival order, the setup first.
  let queue: Promise<void> = openStream(ctx, socket, caller, pool).then(
    (opened) => {
      stream = opened;
    },
    (e: unknown) => {
      log.error({ err: e }, 'realtime ASR: the stream could not start');
      socket.emit('unavailable', { code: 'setup_failed', ...spoken(messages.setupFailed) });
      socket.disconnect(true);
    },
  );
  const step = (work: (s: OpenStream) => Promise<void>) => {
    queue = queue.then(async () => {
      if (finished || !stream) return;
      try {
        await work(stream);
      } catch (e) {
        log.error({ err: e }, 'realtime ASR: the stream failed');
        await endStream('stream_error', messages.serverError).catch(() => undefined);
      }
    });
  };

  let waitingBytes = 0;
  let refusing = false;
  socket.on('audio_bytes', (data: unknown) => {
    if (refusing) return;
    const size = byteSize(data);
    if (waitingBytes + size > MAX_WAITING_BYTES) {
      // What is already waiting is served (it may be paid for), then the stream ends.
      refusing = true;
      step(() => endStream('stream_error', messages.tooFast));
      return;
    }
    waitingBytes += size;
    step(async ({ billing, session }) => {
      waitingBytes -= size;
      const pcm = toBuffer(data);
      if (!pcm) return void socket.emit('stream_error', spoken(messages.notPcm));
      if (session.full()) return endStream('stream_error', messages.tooLong);
      if (session.backlogSeconds() > MAX_BACKLOG_SECONDS) return endStream('stream_error', messages.tooFast);
      // Each block is paid before any of its audio is served.
      const paid = await billing.payThrough(startedBlocks(session.receivedSeconds() + pcm.length / 32_000));
      if (!paid.ok) {
        if (!('keyRefused' in paid)) return endStream('insufficient_balance', messages.noBalance);
        // The stream's named key: over its cap (as a shortfall), or revoked or expired meanwhile.
        const refused = keyRefusalError(paid.keyRefused, 0);
        return endStream(
          refused.status === 402 ? 'insufficient_balance' : 'stream_error',
          refused.message,
          refused.code,
        );
      }
      session.push(pcm);
    });
  });
  socket.on('audio_end', () =>
    step(async () => {
      const summary = await finish();
      if (summary) socket.emit('done', summary);
    }),
  );
  // A dropped connection keeps what it paid for, and always frees its worker.
  socket.on('disconnect', () =>
    step(async () => {
      await finish();
    }),
  );
}

export interface RealtimeAsr {
  io: Server;
  /** The stream slots: this process's, or shared by every instance through Redis. */
  pool: WorkerPool;
}

export function attachRealtimeAsr(app: FastifyInstance, ctx: AppContext): RealtimeAsr {
  const backplane = realtimeBackplane(ctx, speechEngines(ctx).settings.asr.realtimeWorkers, (e) =>
    app.log.warn({ err: e }, 'realtime ASR: Redis'),
  );
  const io = new Server(app.server, {
    path: '/socket.io',
    maxHttpBufferSize: 2_000_000,
    serveClient: false,
    ...(backplane.adapter ? { adapter: backplane.adapter } : {}),
  });
  answerOtherUpgradesAsHttp(app.server, isWebSocketTo('/socket.io/'));
  io.use((socket, next) => {
    authenticateSocket(ctx, { headers: socket.handshake.headers, auth: socket.handshake.auth })
      .then((caller) => {
        socket.data.caller = caller;
        next();
      })
      .catch((e: unknown) => {
        const err = new Error(e instanceof Error ? e.message : 'Not allowed.');
        next(err);
      });
  });
  io.on('connection', (socket) =>
    serveStream(ctx, socket, socket.data.caller as StreamCaller, backplane.pool, app.log),
  );
  // Open WebSockets would keep the HTTP server from closing. Only this instance's sockets: with the
  // Redis adapter, io.disconnectSockets would end the other instances' streams too.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await backplane.close();
  });
  return { io, pool: backplane.pool };
}
