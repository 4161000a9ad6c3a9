import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiDocs as apiDocsEn } from '../i18n/en/apiDocs';
import { apiDocs as apiDocsUr } from '../i18n/ur/apiDocs';
import { docPages } from './doc-pages';
import { OpenAiSamples } from './OpenAiSamples';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { apiDocs: apiDocsEn }, ur: { apiDocs: apiDocsUr } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

const pages = docPages('publicDoc');
const page = (path: string) => pages.find((p) => p.path === path)!;
const html = (path: string, token: string | null = null) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <OpenAiSamples services={page(path).services} token={token} />
    </I18nextProvider>,
  );

describe("the API pages' OpenAI SDK section", () => {
  beforeAll(() => vi.stubGlobal('window', { location: { origin: 'https://zuban.example' } }));
  afterAll(() => vi.unstubAllGlobals());

  it('is on the speech pages, with the sample in the page’s voice and the reader’s token', () => {
    const tts = html('/static_api_tts', 'tok_123');
    expect(tts).toContain('OpenAI SDK');
    expect(tts).toContain('baseURL: &quot;https://zuban.example/v1&quot;');
    expect(tts).toContain('voice: &quot;naghma&quot;');
    expect(tts).toContain('apiKey: &quot;tok_123&quot;');
    expect(html('/static_api_ptts')).toContain('voice: &quot;ektara&quot;');
    expect(html('/static_api_stt')).toContain('model: &quot;whisper-1&quot;');
  });

  it('is not on the text and image pages', () => {
    const others = pages.filter(
      (p) => !['/static_api_tts', '/static_api_ptts', '/static_api_stt'].includes(p.path),
    );
    expect(others.length).toBeGreaterThan(5);
    for (const p of others) expect(html(p.path), p.path).toBe('');
  });

  it('speaks Urdu on the Urdu pages', async () => {
    await i18n.changeLanguage('ur');
    expect(html('/static_api_tts')).toContain(apiDocsUr.openai.intro);
    await i18n.changeLanguage('en');
  });
});
