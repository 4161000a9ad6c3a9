import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { AppContext } from '../../context';
import { speechEngines } from '../engines';
import { authenticateSocket, type StreamCaller } from './authenticate';
import { BLOCK_SECONDS, canAfford, chargeStream } from './charge-stream';
import { createStreamSession } from './stream-session';

// The realtime speech-to-text socket (Socket.IO on the same HTTP server as Fastify).
// Client -> server: audio_bytes (16 kHz mono 16-bit PCM, binary or base64), audio_end.
// Server -> client: response {hypotheses: [{transcript}], final}, busy, unavailable,
// insufficient_balance, stream_error, and done {seconds, units, cost} after audio_end.

export const messages = {
  busy: 'All speech-to-text workers are busy. Please try again in a minute.',
  tooLong: 'The stream reached the sixty-minute limit.',
  noBalance: 'Your balance does not cover more audio. Please top up your balance.',
} as const;

function toBuffer(data: unknown): Buffer | undefined {
  if (Buffer.isBuffer(data)) return data;
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (typeof data === 'string' && /^[A-Za-z0-9+/=]+$/.test(data)) return Buffer.from(data, 'base64');
  return undefined;
}

function serveStream(ctx: AppContext, socket: Socket, caller: StreamCaller): void {
  const { asr, realtimePool } = speechEngines(ctx);
  if (!asr.ready()) {
    socket.emit('unavailable', {
      code: 'model_missing',
      message: 'Speech-to-text model not installed on this server.',
    });
    socket.disconnect(true);
    return;
  }
  const slot = realtimePool.acquire();
  if (!slot) {
    socket.emit('busy', { message: messages.busy, free_asrWorkers: 0 });
    socket.disconnect(true);
    return;
  }
  let finished = false;
  let blocksCleared = 0;
  const session = createStreamSession({
    asr,
    emit: (h) => socket.emit('response', h),
    onError: (e) => socket.emit('stream_error', { message: e instanceof Error ? e.message : String(e) }),
  });
  const finish = async (): Promise<{ seconds: number; units: number; cost: number } | undefined> => {
    if (finished) return undefined;
    finished = true;
    try {
      await session.end();
      const seconds = session.receivedSeconds();
      const charge = await chargeStream(ctx, caller, seconds);
      return { seconds, units: Math.ceil(seconds / BLOCK_SECONDS), cost: (charge?.costMilli ?? 0) / 1000 };
    } finally {
      slot.release();
    }
  };
  // Audio chunks are handled in arrival order, balance checks included.
  let queue: Promise<void> = Promise.resolve();
  socket.on('audio_bytes', (data: unknown) => {
    queue = queue.then(async () => {
      if (finished) return;
      const pcm = toBuffer(data);
      if (!pcm) return void socket.emit('stream_error', { message: 'audio_bytes must be 16-bit PCM bytes.' });
      const block = Math.ceil((session.receivedSeconds() + pcm.length / 32_000) / BLOCK_SECONDS);
      if (block > blocksCleared) {
        if (!(await canAfford(ctx, caller, block * BLOCK_SECONDS))) {
          socket.emit('insufficient_balance', { message: messages.noBalance });
          const summary = await finish();
          socket.emit('done', summary);
          return;
        }
        blocksCleared = block;
      }
      if (!session.push(pcm)) {
        socket.emit('stream_error', { message: messages.tooLong });
        socket.emit('done', await finish());
      }
    });
  });
  socket.on('audio_end', () => {
    queue = queue.then(async () => {
      const summary = await finish();
      if (summary) socket.emit('done', summary);
    });
  });
  // A dropped connection still pays for the audio it sent, and always frees its worker.
  socket.on('disconnect', () => {
    queue = queue.then(() => finish().then(() => undefined));
  });
}

export function attachRealtimeAsr(app: FastifyInstance, ctx: AppContext): Server {
  const io = new Server(app.server, { path: '/socket.io', maxHttpBufferSize: 2_000_000, serveClient: false });
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
  io.on('connection', (socket) => serveStream(ctx, socket, socket.data.caller as StreamCaller));
  // Open WebSockets would keep the HTTP server from closing.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
  return io;
}
