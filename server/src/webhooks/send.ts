import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { addressRefusal, literalAddressRefusal } from './address-policy';

export interface SendResult {
  /** The receiver's status; undefined when it never answered (refused address, timeout, reset). */
  statusCode?: number;
  error?: string;
  latencyMs: number;
}

/** What a receiver may answer that is read (and thrown away): its body is not ours to keep. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Resolves a host and refuses it when any of its addresses is not public: the check is on the
 * addresses the socket will actually connect to, after DNS, so a name that resolves to 127.0.0.1
 * (or re-resolves to it later: DNS rebinding) is refused at the moment of connecting.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, found) => {
      if (error) return callback(error, '', 4);
      const addresses = (Array.isArray(found) ? found : []) as LookupAddress[];
      if (addresses.length === 0) return callback(new Error(`${hostname} has no address`), '', 4);
      if (!allowPrivate) {
        for (const { address } of addresses) {
          const refusal = addressRefusal(address);
          if (refusal) return callback(new Error(`refused: ${hostname} resolves to ${refusal}`), '', 4);
        }
      }
      if ((options as LookupOptions).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/**
 * POSTs one webhook: http(s) only, no redirect followed (a 3xx is a failed attempt), a fresh
 * connection each time (no pooled socket skips the address check), the whole exchange bounded by
 * `timeoutMs`, and at most 64 KiB of the answer read.
 */
export function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<SendResult> {
  const started = performance.now();
  const done = (result: Omit<SendResult, 'latencyMs'>): SendResult => ({
    ...result,
    latencyMs: Math.round(performance.now() - started),
  });
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return Promise.resolve(done({ error: 'not a valid URL' }));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.resolve(done({ error: `refused: ${url.protocol} is not http or https` }));
  }
  // Node connects to a literal address without a look-up, so it is judged here.
  const literal = options.allowPrivate ? undefined : literalAddressRefusal(url.hostname);
  if (literal) return Promise.resolve(done({ error: `refused: ${literal}` }));

  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(result));
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: guardedLookup(options.allowPrivate),
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        response.on('end', () => finish({ statusCode: response.statusCode ?? 0 }));
        response.on('close', () => finish({ statusCode: response.statusCode ?? 0 }));
        response.on('error', () => finish({ statusCode: response.statusCode ?? 0 }));
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`no answer within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    request.on('error', (error) => finish({ error: error.message.slice(0, 300) }));
    request.end(body);
  });
}
