import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abstractiveSummary } from './abstractive';
import { chatCompletionsUrl, LlmSummaryError, llmSummary } from './llm';
import { ARTICLE } from './test-support/fixtures';

interface Seen {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

async function readBody(req: IncomingMessage): Promise<string> {
  let data = '';
  for await (const chunk of req) data += chunk;
  return data;
}

// A small local OpenAI-compatible endpoint; the model name picks its behaviour.
let server: Server;
let base = '';
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as Seen['body'];
    seen.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    if (body.model === 'slow') return void setTimeout(() => res.end('{}'), 2_000);
    if (body.model === 'broken') return void res.writeHead(500).end('{"error":"boom"}');
    if (body.model === 'empty') return void res.end(JSON.stringify({ choices: [] }));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: ' کراچی میں بارش۔ ' } }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const config = (model: string, timeoutMs = 5_000) => ({ url: base, model, apiKey: 'sk-test', timeoutMs });

describe('LLM adapter', () => {
  it('posts an Urdu instruction and the text to /chat/completions and returns the trimmed answer', async () => {
    const summary = await abstractiveSummary(ARTICLE, 2, { llm: config('urdu-model') });
    expect(summary).toEqual({ summary: 'کراچی میں بارش۔', engine: 'llm:urdu-model' });
    const request = seen.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body.model).toBe('urdu-model');
    expect(request.body.messages[0]!.content).toContain('خلاصہ');
    expect(request.body.messages[0]!.content).toContain('2');
    expect(request.body.messages[1]!.content).toBe(ARTICLE);
  });

  it.each([
    ['broken', /HTTP 500/],
    ['empty', /without a summary/],
    ['slow', /timed out after 200 ms/],
  ])('maps a %s endpoint to a failed LlmSummaryError', async (model, cause) => {
    const failure = llmSummary(ARTICLE, 1, config(model, 200));
    await expect(failure).rejects.toBeInstanceOf(LlmSummaryError);
    await expect(failure).rejects.toThrow(cause);
    await failure.catch((e: LlmSummaryError) => expect(e.kind).toBe('failed'));
  });

  it('maps an unreachable endpoint to LlmSummaryError', async () => {
    const failure = llmSummary(ARTICLE, 1, { url: 'http://127.0.0.1:1/v1', model: 'm', timeoutMs: 2_000 });
    await expect(failure).rejects.toThrow(/unreachable/);
  });

  it('uses the embedded compressive summarizer when no endpoint is configured', async () => {
    expect((await abstractiveSummary(ARTICLE, 1)).engine).toBe('compressive');
  });
});

describe('chatCompletionsUrl', () => {
  it('accepts a base URL or the full endpoint', () => {
    expect(chatCompletionsUrl('http://h/v1/')).toBe('http://h/v1/chat/completions');
    expect(chatCompletionsUrl('http://h/v1/chat/completions')).toBe('http://h/v1/chat/completions');
  });
});
