import { services } from '@zuban/contract/services/index';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/test/support/app';
import { balanceMilli, fundedUser } from '../../../server/test/support/money';
import { docPages } from '../api-docs/doc-pages';
import { dashboardTiles } from '../pages/account/dashboard-tiles';
import { cataloguePriceLines } from '../pages/info/catalogue-prices';
import { ServiceLandingPage } from '../pages/public/ServiceLandingPage';
import { landingIn, landingPages } from '../pages/public/service-landings';
import { toolRoutesFor } from '../tools/routes';
import { TextToolPage } from '../tools/text/TextToolPage';
import { textToolScreens } from '../tools/text/text-tools';
import { developersLinkFor, serviceMenu } from '../ui/nav-links';
import { serviceResources } from './index';
import type { WebService } from './types';

/**
 * The promise of the catalogue: a 14th service is its declaration (contract), its engine binding
 * (server) and, for its words, one web module; its route, menu entries, landing page, tool screen,
 * API page, price row and OpenAPI operation follow with no other edit. The service is declared
 * here; the three lists it joins (contract's catalogue, the server's bindings, the web's modules)
 * are mocked as the built-in ones plus it, since production code has no hook that adds to them.
 */
const fake = vi.hoisted(async () => {
  const { coded } = await import('@zuban/contract/message-catalogue');
  const { toolText } = await import('@zuban/contract/services/text-input');
  const { defineService, textSummary } = await import('@zuban/contract/services/types');
  const { z } = await import('zod');
  const LIMIT = 40;
  const reverse = (text: string) => [...text].reverse().join('');
  const reverser = defineService({
    id: 'fake_reverser',
    title: 'Urdu Text Reverser',
    category: 'text',
    description: 'Writes an Urdu text backwards, letter by letter.',
    apiPaths: ['/fake_reverser'],
    toolPaths: ['/backend/fake_reverser'],
    pages: {
      tool: '/Fake_Reverser',
      landing: '/fakereverser',
      publicDoc: '/static_api_fakereverser',
      signedInDoc: '/api_fakereverser',
    },
    submitLabel: 'Reverse',
    input: z.object({ text: toolText(LIMIT) }),
    maxCharacters: LIMIT,
    unit: 'request',
    countUnits: () => 1,
    defaultPrice: { unitCostMilli: 1234, discountPercent: 0, minUnits: 1, minChargeMilli: 1234 },
    successResult: 'Reversing is done successfully.',
    failure: coded('tool.notGenerated', { name: 'Reverser' }),
    responseDescription: 'The text, last letter first.',
    exampleRequest: { text: 'اردو', accessToken: 'YOUR_ACCESS_TOKEN' },
    exampleResponse: { result: 'Reversing is done successfully.', response: 'ودرا' },
    summarize: ({ text }) => textSummary(text),
  });
  const webModule: WebService = {
    id: reverser.id,
    tool: { kind: 'text', input: 'urdu', options: [], inDropdownEverywhere: true },
    copy: {
      en: {
        menuLabel: 'Text Reverser',
        landing: {
          title: 'Urdu Text Reverser',
          tagline: 'Read it backwards.',
          paragraphs: ['Every letter, last first.'],
          features: ['Charged per request'],
        },
      },
      ur: {
        title: 'اردو متن الٹنے والا',
        menuLabel: 'متن الٹیں',
        landing: {
          title: 'اردو متن الٹنے والا',
          tagline: 'الٹا پڑھیں۔',
          paragraphs: ['ہر حرف، آخری پہلے۔'],
          features: ['ہر درخواست کی قیمت'],
        },
      },
    },
  };
  return { LIMIT, reverse, reverser, webModule };
});

vi.mock('@zuban/contract/services/index', async (importOriginal) => {
  const real = await importOriginal<typeof import('@zuban/contract/services/index')>();
  const { reverser } = await fake;
  const catalogue = [...real.services, reverser];
  return { ...real, services: catalogue, findService: (id: string) => catalogue.find((s) => s.id === id) };
});

vi.mock('../../../server/src/language/registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../server/src/language/registry')>();
  const { bindService } = await import('../../../server/src/language/binding');
  const { reverse, reverser } = await fake;
  return {
    boundServices: [
      ...real.boundServices,
      bindService(reverser, ({ text }) => ({ response: reverse(text) })),
    ],
  };
});

vi.mock('./modules', async (importOriginal) => {
  const real = await importOriginal<typeof import('./modules')>();
  const { webModule } = await fake;
  return { webModules: new Map([...real.webModules, [webModule.id, webModule]]) };
});

const { LIMIT, reverse, reverser } = await fake;

const render = (element: React.ReactElement) => renderToString(<MemoryRouter>{element}</MemoryRouter>);

describe('a service added by declaration alone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('answers on its public path, charging its declared price', async () => {
    const { user, accessToken } = await fundedUser(t.ctx, 10_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/fake_reverser',
      payload: { text: 'اردو زبان', accessToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: reverser.successResult, response: reverse('اردو زبان') });
    expect(await balanceMilli(t.ctx, user.id)).toBe(10_000 - 1234);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/fake_reverser',
      payload: { text: 'ا'.repeat(LIMIT + 1), accessToken },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(await balanceMilli(t.ctx, user.id)).toBe(10_000 - 1234);
  });

  it('has an OpenAPI operation and a price row, on the server and on the pricing page', async () => {
    const openapi = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(openapi.statusCode).toBe(200);
    const doc = openapi.json();
    expect(doc.paths['/fake_reverser']?.post).toBeDefined();
    const prices = (await t.app.inject({ method: 'GET', url: '/backend/prices' })).json();
    expect(prices).toContainEqual(expect.objectContaining({ serviceId: reverser.id }));
    const line = cataloguePriceLines(prices).find((l) => l.serviceId === reverser.id);
    expect(line).toMatchObject({ service: 'Urdu Text Reverser', category: 'Text' });
  });

  it('is in both SERVICES menus, in English and Urdu, and DEVELOPERS opens its API page', () => {
    const text = (page: 'tool' | 'landing', lang: 'en' | 'ur' = 'en') =>
      serviceMenu(page, lang).find((g) =>
        g.links.some((l) => l.to === '/pos_tagger' || l.to === '/postagger'),
      );
    expect(text('tool')?.links).toContainEqual({ to: '/Fake_Reverser', label: 'Text Reverser' });
    expect(text('landing')?.links).toContainEqual({ to: '/fakereverser', label: 'Text Reverser' });
    expect(text('landing', 'ur')?.links).toContainEqual({ to: '/fakereverser', label: 'متن الٹیں' });
    expect(developersLinkFor('/Fake_Reverser')).toBe('/api_fakereverser');
    expect(serviceResources().ur[reverser.id]).toMatchObject({ menuLabel: 'متن الٹیں' });
    // The dashboard still opens the first text tool of the catalogue.
    expect(dashboardTiles().map((tile) => tile.to)).toEqual(['/utts', '/pos_tagger', '/urdu_ocr']);
  });

  it('has a landing page with its declared limit', () => {
    const landing = landingPages().find((l) => l.path === '/fakereverser');
    expect(landing).toMatchObject({
      serviceIds: [reverser.id],
      category: 'Text',
      apiReference: '/static_api_fakereverser',
      features: [`Up to ${LIMIT} characters per request`, 'Charged per request'],
    });
    const html = render(<ServiceLandingPage service={landing!} />);
    expect(html).toContain('Urdu Text Reverser');
    expect(html).toContain('Read it backwards.');
    expect(landingIn(landing!, 'ur')).toMatchObject({
      title: 'اردو متن الٹنے والا',
      features: [`ہر درخواست میں زیادہ سے زیادہ ${LIMIT} حروف`, 'ہر درخواست کی قیمت'],
    });
  });

  it('has a tool screen and a route to it', () => {
    const screen = textToolScreens().find((s) => s.path === '/Fake_Reverser');
    expect(screen?.services).toEqual([reverser]);
    expect(toolRoutesFor().map((r) => r.path)).toContain('/Fake_Reverser');
    const html = render(<TextToolPage screen={screen!} />);
    expect(html).toContain('Urdu Text Reverser');
    expect(html).toContain('Reverse');
  });

  it('has public and signed-in API pages', () => {
    expect(docPages('publicDoc').find((p) => p.path === '/static_api_fakereverser')?.services).toEqual([
      reverser,
    ]);
    expect(docPages('signedInDoc').map((p) => p.path)).toContain('/api_fakereverser');
    expect(services.at(-1)).toBe(reverser);
  });
});
