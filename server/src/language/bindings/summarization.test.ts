import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { testDbKinds } from '../../../test/support/database';
import { paidCallHelpers } from '../../../test/support/paid-call-helpers';

const ARTICLE =
  'کراچی میں شدید بارش کے باعث کئی علاقوں میں پانی جمع ہو گیا اور ٹریفک کا نظام درہم برہم ہو گیا۔ ' +
  'محکمہ موسمیات کے مطابق شہر میں آج بھی بارش کا امکان ہے۔ ' +
  'شہری حکومت نے کہا کہ بارش کے پانی کی نکاسی کے لیے تمام ادارے سڑکوں پر موجود ہیں، جبکہ کئی علاقوں میں بجلی بند ہے۔';

// A local OpenAI-compatible endpoint: model 'ok' answers, anything else fails with HTTP 500.
let llm: Server;
let llmUrl = '';
beforeAll(async () => {
  llm = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const { model } = JSON.parse(raw) as { model: string };
    if (model !== 'ok') return void res.writeHead(500).end();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ choices: [{ message: { content: 'کراچی میں بارش سے نظام درہم برہم۔' } }] }));
  });
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
  llmUrl = `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  llm.closeAllConnections();
  llm.close();
});

// Both summarizations, the LLM endpoint and the shared tool path through the real app and engines.
describe.each(testDbKinds)('summarization services (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const { balanceOf, jobsOf, post, funded } = paidCallHelpers(() => t);

  it('answers /extractive_summarization with `volume` whole sentences of the input', async () => {
    t = await createTestApp(kind);
    const { accessToken } = await funded();
    const res = await post('/extractive_summarization', { text: ARTICLE, volume: 2, accessToken });
    expect(res.statusCode).toBe(200);
    const summary: string = res.json().response;
    expect(summary.match(/۔/g)).toHaveLength(2);
    for (const sentence of summary.split(/(?<=۔)\s/)) expect(ARTICLE).toContain(sentence);
  });

  it('answers /abstractive_summarization from the compressive engine when no LLM is configured', async () => {
    t = await createTestApp(kind);
    const { accessToken } = await funded();
    const extractive = (await post('/extractive_summarization', { text: ARTICLE, accessToken })).json()
      .response;
    const res = await post('/abstractive_summarization', { text: ARTICLE, accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().engine).toBe('compressive');
    expect(res.json().response.length).toBeLessThan(extractive.length);
  });

  it('uses the LLM endpoint from LLM_URL and LLM_MODEL and says so', async () => {
    t = await createTestApp(kind, { LLM_URL: llmUrl, LLM_MODEL: 'ok', LLM_API_KEY: 'k' });
    const { accessToken } = await funded();
    const res = await post('/abstractive_summarization', { text: ARTICLE, accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ response: 'کراچی میں بارش سے نظام درہم برہم۔', engine: 'llm:ok' });
  });

  it('maps a failing LLM endpoint to the spec message and refunds the charge', async () => {
    t = await createTestApp(kind, { LLM_URL: llmUrl, LLM_MODEL: 'broken' });
    const { user, accessToken } = await funded();
    const res = await post('/abstractive_summarization', { text: ARTICLE, accessToken });
    expect(res.statusCode).toBe(502);
    expect(res.json().result).toBe('Sorry! Output is not generated. Check Text Summarization Service.');
    expect(await balanceOf(user.id)).toBe(100_000);
    expect((await jobsOf(user.id)).map((j) => j.status)).toEqual(['failed']);
  });

  it('routes the tool path by summarizationType, extractive by default', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await funded();
    await post('/backend/summerization', { jobType: 'summarization', text: ARTICLE, volume: 1, accessToken });
    await post('/backend/summerization', { text: ARTICLE, summarizationType: 'abstractive', accessToken });
    const services = (await jobsOf(user.id)).map((j) => j.service_id).sort();
    expect(services).toEqual(['abstractive_summarization', 'extractive_summarization']);
  });
});
