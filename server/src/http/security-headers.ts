import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

/**
 * Security headers on every answer (@fastify/helmet): the policy above, no framing, a referrer
 * that never carries a path to another site (mailed links hold tokens in their query), nosniff,
 * and HSTS when the portal is served over https (PUBLIC_URL), never on a plain-http install where
 * it would lock browsers out of localhost.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl'>) {
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https) },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}
