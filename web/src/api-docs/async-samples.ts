import type { AnyServiceDeclaration } from '@zuban/contract/services/index';

/**
 * The API pages' asynchronous samples: a call sent with `Prefer: respond-async` and its job polled
 * (Python, requests), and a webhook receiver that checks the Standard Webhooks signature, in Python
 * (the standard library's hmac) and in Node (the standardwebhooks package). Media fields and the
 * token are placeholders, as in the synchronous samples.
 */
function exampleBody(s: AnyServiceDeclaration): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(s.exampleRequest).filter(
      ([k, v]) => k !== 'accessToken' && !(typeof v === 'string' && v.startsWith('<base64')),
    ),
  );
}

export function asyncPythonSample(s: AnyServiceDeclaration, origin: string): string {
  const body = JSON.stringify(
    { ...exampleBody(s), callbackUrl: 'https://example.com/zuban-webhook' },
    null,
    4,
  )
    .split('\n')
    .join('\n');
  return [
    'import json',
    'import time',
    'import requests',
    '',
    `origin = "${origin}"`,
    'headers = {',
    '    "Authorization": "Bearer YOUR_ACCESS_TOKEN",',
    '    "Prefer": "respond-async",',
    '}',
    `payload = ${body}`,
    '',
    '# Validated, priced and charged now; 202 with the job, which runs in the background.',
    `r = requests.post(origin + "${s.apiPaths[0]}", json=payload, headers=headers, timeout=60)`,
    'r.raise_for_status()',
    'job = r.json()',
    'print("queued:", job["id"], r.headers["Location"])',
    '',
    '# Poll it (or wait for the webhook): once succeeded it carries the usual answer.',
    'while job["status"] in ("queued", "running"):',
    '    time.sleep(2)',
    '    job = requests.get(origin + r.headers["Location"], headers=headers, timeout=60).json()',
    'if job["status"] == "succeeded":',
    '    print(json.dumps(job["response"], ensure_ascii=False))',
    'else:',
    '    print(job["status"], job["error"])',
  ].join('\n');
}

/** A receiver in Python's standard library: checks the signature before trusting the body. */
export const pythonWebhookReceiver = [
  'import base64, hashlib, hmac, json, time',
  'from http.server import BaseHTTPRequestHandler, HTTPServer',
  '',
  'SECRET = "whsec_..."  # shown once on the Access token page',
  'KEY = base64.b64decode(SECRET.removeprefix("whsec_"))',
  '',
  'class Receiver(BaseHTTPRequestHandler):',
  '    def do_POST(self):',
  '        body = self.rfile.read(int(self.headers["Content-Length"]))',
  '        msg_id, stamp = self.headers["webhook-id"], self.headers["webhook-timestamp"]',
  '        signed = f"{msg_id}.{stamp}.".encode() + body',
  '        expected = base64.b64encode(hmac.new(KEY, signed, hashlib.sha256).digest()).decode()',
  '        given = [s.split(",", 1)[1] for s in self.headers["webhook-signature"].split()]',
  '        fresh = abs(time.time() - int(stamp)) < 300',
  '        if not fresh or not any(hmac.compare_digest(expected, g) for g in given):',
  '            self.send_response(401); self.end_headers(); return',
  '        event = json.loads(body)',
  '        print(event["type"], event["data"]["id"], event["data"]["status"])',
  '        self.send_response(204); self.end_headers()',
  '',
  'HTTPServer(("", 8000), Receiver).serve_forever()',
].join('\n');

/** A receiver in Node: the standardwebhooks package verifies the signature and the timestamp. */
export const nodeWebhookReceiver = [
  "import { createServer } from 'node:http';",
  "import { Webhook } from 'standardwebhooks'; // npm install standardwebhooks",
  '',
  "const webhook = new Webhook('whsec_...'); // shown once on the Access token page",
  '',
  'createServer((req, res) => {',
  "  let body = '';",
  "  req.on('data', (chunk) => (body += chunk));",
  "  req.on('end', () => {",
  '    try {',
  '      const event = webhook.verify(body, req.headers);',
  '      console.log(event.type, event.data.id, event.data.status);',
  '      res.writeHead(204).end();',
  '    } catch {',
  '      res.writeHead(401).end();',
  '    }',
  '  });',
  '}).listen(8000);',
].join('\n');
