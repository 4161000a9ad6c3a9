import { randomBytes } from 'node:crypto';
import { openText, sealText } from '../auth/secrets';

// A webhook signing secret in the Standard Webhooks form (whsec_ + base64 of 32 random bytes). The
// portal needs the secret itself to sign, so it is kept sealed (AES-GCM under SESSION_SECRET with
// its own label), never in the clear, and shown to its owner only when made.
const LABEL = 'webhook-secret encryption';

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export function sealWebhookSecret(serverSecret: string, secret: string): string {
  return sealText(serverSecret, LABEL, secret);
}

export function openWebhookSecret(serverSecret: string, sealed: string): string {
  return openText(serverSecret, LABEL, sealed);
}

/** The last four characters, to tell two secrets apart without showing either. */
export function secretHint(secret: string): string {
  return secret.slice(-4);
}
