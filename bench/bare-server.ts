/**
 * The bare Fastify POST route of bench/api-external.ts, as a process of its own (PORT), so that it
 * is measured from outside exactly as the `serve` processes are. Prints its URL once listening.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async (request) => ({
  result: 'ok',
  response: (request.body as { text: string }).text.length,
}));
const url = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`listening ${url}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
