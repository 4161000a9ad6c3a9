import type { JobStateResponse } from '@zuban/contract/jobs';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { progress as progressEn } from '../i18n/en/progress';
import { progress as progressUr } from '../i18n/ur/progress';
import { CallProgress } from './CallProgress';

// The panel's own namespace only, in both languages: the test does not depend on the app's setup.
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { progress: progressEn }, ur: { progress: progressUr } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

const job = (over: Partial<JobStateResponse>): JobStateResponse => ({
  jobId: 'j1',
  serviceId: 'ocr',
  phase: 'running',
  progress: null,
  cancellable: false,
  createdAt: 1,
  startedAt: 2,
  finishedAt: null,
  ...over,
});
const view = (j: JobStateResponse | null, upload: { loaded: number; total: number } | null = null) => ({
  upload,
  job: j,
  cancelling: false,
  cancelError: '',
});
const html = (v: ReturnType<typeof view>) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <CallProgress show label="Reading the image…" view={v} onCancel={() => undefined} />
    </I18nextProvider>,
  );

describe('the call progress panel', () => {
  it('shows the upload as a percentage and a bar', () => {
    const out = html(view(null, { loaded: 512, total: 2048 }));
    expect(out).toContain('Uploading… 25%');
    expect(out).toMatch(/<progress[^>]*max="2048"[^>]*value="512"/);
  });

  it('offers Cancel only while queued', () => {
    expect(html(view(job({ phase: 'queued', startedAt: null, cancellable: true })))).toContain(
      'Cancel request',
    );
    const running = html(view(job({ progress: { done: 3, total: 12, unit: 'lines' } })));
    expect(running).not.toContain('Cancel request');
    expect(running).toContain('3 of 12 lines read');
    expect(running).toContain('once it runs, it finishes');
  });

  it('says seconds transcribed for speech to text', () => {
    const out = html(view(job({ serviceId: 'asr', progress: { done: 40, total: 600, unit: 'seconds' } })));
    expect(out).toContain('40 of 600 seconds of audio transcribed');
  });

  it('speaks Urdu when the page does', async () => {
    await i18n.changeLanguage('ur');
    try {
      const out = html(view(job({ progress: { done: 3, total: 12, unit: 'lines' } })));
      expect(out).toContain('12 میں سے 3 سطریں پڑھی گئیں');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('renders nothing when no call runs', () => {
    expect(
      renderToString(<CallProgress show={false} label="x" view={view(null)} onCancel={() => undefined} />),
    ).toBe('');
  });
});
