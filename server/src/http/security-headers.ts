import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config/config';

/**
 * The Content-Security-Policy of every answer. Scripts and style sheets only from our own origin,
 * never inline (the Vite build and /docs have no inline script). `style-src-attr 'unsafe-inline'`
 * lets the spell checker's markup colour words with style="color:red" (the spec's answer format)
 * and carries no script. Images and audio may be data: or blob: URLs: the OCR preview of a chosen
 * file and the synthesised WAV. Same-origin WebSocket (/asr live) is covered by 'self'.
 */
export function contentSecurityPolicy(https: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** @fastify/helmet's options for this install: the policy above, HSTS only over https. */
function helmetOptions(https: boolean): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sends with these options, found once by asking it on a throwaway instance.
 * @fastify/helmet builds helmet's whole middleware from its options on every request (CSP
 * directives validated and joined anew): that doubled the CPU of a bare route (bench/api), for
 * headers that never change while the process runs (no CSP nonces here).
 */
export async function helmetHeaders(https: boolean): Promise<Record<string, string>> {
  const probe = async (withHelmet: boolean) => {
    const app = Fastify({ logger: false });
    if (withHelmet) await app.register(helmet, helmetOptions(https));
    app.get('/', async () => 'probe');
    const { headers } = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return headers;
  };
  const plain = await probe(false);
  const added = Object.entries(await probe(true)).filter(([name]) => !(name in plain));
  return Object.fromEntries(added.map(([name, value]) => [name, String(value)]));
}

/**
 * Security headers on every answer (helmet's, computed once): the policy above, no framing, a
 * referrer that never carries a path to another site (mailed links hold tokens in their query),
 * nosniff, and HSTS when the portal is served over https (PUBLIC_URL), never on a plain-http
 * install where it would lock browsers out of localhost.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl'>) {
  const headers = await helmetHeaders(config.publicUrl.startsWith('https://'));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
