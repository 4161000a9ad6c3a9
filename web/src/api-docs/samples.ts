import type { AnyServiceDeclaration } from '@zuban/contract/services/index';

/**
 * Runnable request samples for the API pages, generated from a declaration: Python (requests),
 * Java (java.net.http, JDK 11+) and curl. Media fields (file, image) are read from a local file.
 * Each waits out a 429 (the token's calls per minute are used up) or a 503 that carries
 * Retry-After and sends the call again, at most 3 times: a batch loop written from them slows to
 * the limit instead of failing (nothing is charged for a refused call).
 */

/** How many times the samples send a call again after a 429 or 503 with Retry-After. */
export const SAMPLE_RETRIES = 3;

interface MediaField {
  name: string;
  file: string;
}

function mediaField(s: AnyServiceDeclaration): MediaField | undefined {
  const entry = Object.entries(s.exampleRequest).find(
    ([, v]) => typeof v === 'string' && v.startsWith('<base64'),
  );
  if (!entry) return undefined;
  return { name: entry[0], file: String(entry[1]).includes('wav') ? 'speech.wav' : 'page.jpg' };
}

/** Text to speech answers base64 WAV: the samples save it to a file. */
export function answersAudio(s: AnyServiceDeclaration): boolean {
  return s.category === 'speech' && s.fields.some((f) => f.name === 'text');
}

function plainFields(s: AnyServiceDeclaration): [string, unknown][] {
  const media = mediaField(s);
  return Object.entries(s.exampleRequest).filter(([k]) => k !== media?.name);
}

const pyValue = (v: unknown) => JSON.stringify(v);

export function pythonSample(s: AnyServiceDeclaration, origin: string): string {
  const media = mediaField(s);
  // base64 only where a file goes up (OCR, ASR) or audio comes back (TTS); json to print the answer as JSON.
  const imports = [
    ...(media || answersAudio(s) ? ['import base64'] : []),
    ...(answersAudio(s) ? [] : ['import json']),
    'import requests',
    'import time',
  ];
  const lines = [...imports, '', `url = "${origin}${s.apiPaths[0]}"`];
  if (media)
    lines.push(
      `with open("${media.file}", "rb") as f:`,
      `    encoded = base64.b64encode(f.read()).decode("ascii")`,
    );
  lines.push('payload = {');
  if (media) lines.push(`    "${media.name}": encoded,`);
  for (const [k, v] of plainFields(s)) lines.push(`    "${k}": ${pyValue(v)},`);
  lines.push(
    '}',
    '',
    'try:',
    '    # 429: too many calls this minute; 503: busy. Retry-After says how many seconds to wait.',
    `    for attempt in range(${SAMPLE_RETRIES + 1}):`,
    '        r = requests.post(url, json=payload, timeout=120)',
    `        if r.status_code not in (429, 503) or "Retry-After" not in r.headers or attempt == ${SAMPLE_RETRIES}:`,
    '            break',
    '        time.sleep(int(r.headers["Retry-After"]))',
    '    data = r.json()',
  );
  if (answersAudio(s)) {
    lines.push(
      '    if r.status_code == 200:',
      '        with open("speech.wav", "wb") as out:',
      '            out.write(base64.b64decode(data["response"]))',
      '        print(data["result"])',
      '    else:',
      '        print("Wav file is not saved. Try again.", r.status_code, data.get("message"))',
      'except requests.exceptions.ConnectionError:',
      '    print("Error: Connection refused. Make sure the API Gateway is running.")',
      'except Exception as e:',
      '    print("TTS Failed.", e)',
    );
  } else {
    lines.push(
      '    if r.status_code == 200:',
      '        print(data["result"])',
      `        print(json.dumps(data.get("response", "${s.id === 'ocr' ? 'OCR is not working.' : ''}"), ensure_ascii=False))`,
      '    else:',
      '        print(r.status_code, r.reason, data.get("message"))',
      'except requests.exceptions.ConnectionError:',
      '    print("Error: Connection refused. Make sure the API Gateway is running.")',
    );
  }
  return lines.join('\n');
}

/**
 * A JSON value as Java source text of a string literal's content. Non-ASCII characters are written
 * as \\uXXXX escapes: JDK 17 reads a source file in the platform encoding, so Urdu typed as is
 * reached the server garbled wherever the locale is not UTF-8.
 */
function javaJson(v: unknown): string {
  return JSON.stringify(v)
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function javaSample(s: AnyServiceDeclaration, origin: string): string {
  const media = mediaField(s);
  const parts = plainFields(s).map(([k, v]) => `\\"${k}\\": ${javaJson(v)}`);
  const bodyExpr = media
    ? `"{\\"${media.name}\\": \\"" + encoded + "\\", ${parts.join(', ')}}"`
    : `"{${parts.join(', ')}}"`;
  const lines = [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    'import java.nio.file.Files;',
    'import java.nio.file.Path;',
    'import java.util.Base64;',
    '',
    'public class ZubanClient {',
    '    public static void main(String[] args) throws Exception {',
  ];
  if (media) {
    lines.push(
      `        String encoded = Base64.getEncoder().encodeToString(Files.readAllBytes(Path.of("${media.file}")));`,
    );
  }
  lines.push(
    `        String body = ${bodyExpr};`,
    '        HttpRequest request = HttpRequest.newBuilder()',
    `            .uri(URI.create("${origin}${s.apiPaths[0]}"))`,
    '            .header("Content-Type", "application/json")',
    '            .POST(HttpRequest.BodyPublishers.ofString(body))',
    '            .build();',
    '        HttpClient client = HttpClient.newHttpClient();',
    '        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());',
    '        // 429: too many calls this minute; 503: busy. Wait the seconds in Retry-After, then send again.',
    `        for (int retry = 0; retry < ${SAMPLE_RETRIES} && (response.statusCode() == 429 || response.statusCode() == 503); retry++) {`,
    '            var wait = response.headers().firstValue("Retry-After");',
    '            if (wait.isEmpty()) break;',
    '            Thread.sleep(Long.parseLong(wait.get()) * 1000);',
    '            response = client.send(request, HttpResponse.BodyHandlers.ofString());',
    '        }',
    '        System.out.println(response.statusCode());',
    '        // {"result": "...", "response": ...}: parse with your JSON library (Jackson, Gson, org.json).',
    '        System.out.println(response.body());',
  );
  if (answersAudio(s)) {
    lines.push(
      '        // The WAV is base64 in "response"; for example with org.json:',
      '        // byte[] wav = Base64.getDecoder().decode(new org.json.JSONObject(response.body()).getString("response"));',
      '        // Files.write(Path.of("speech.wav"), wav);',
    );
  }
  lines.push('    }', '}');
  return lines.join('\n');
}

/** Single-quoted for POSIX shells. */
const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * curl's --retry sends the call again after a 429 or 503 and waits as long as its Retry-After
 * says. It would print every answer's body, so the answer goes to a file (truncated before each
 * try) that is printed, or decoded to speech.wav, once curl is done.
 */
const CURL_RETRY_NOTE =
  '# After a 429 (too many calls this minute) or 503, --retry waits as Retry-After says and sends again.';
const curlCall = (url: string) => `curl -sS --retry ${SAMPLE_RETRIES} -o answer.json -X POST ${url}`;

export function curlSample(s: AnyServiceDeclaration, origin: string): string {
  const media = mediaField(s);
  const url = `${origin}${s.apiPaths[0]}`;
  if (media) {
    const rest = plainFields(s)
      .map(([k, v]) => `"${k}":${JSON.stringify(v)}`)
      .join(',');
    return [
      CURL_RETRY_NOTE,
      `printf '{"${media.name}":"%s",${rest}}' "$(base64 -w0 ${media.file})" |`,
      `  ${curlCall(url)} -H 'Content-Type: application/json' --data-binary @- && cat answer.json`,
    ].join('\n');
  }
  const then = answersAudio(s)
    ? ' && python3 -c \'import sys,json,base64; open("speech.wav","wb").write(base64.b64decode(json.load(sys.stdin)["response"]))\' < answer.json'
    : ' && cat answer.json';
  return [
    CURL_RETRY_NOTE,
    `${curlCall(url)} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d ${shellQuote(JSON.stringify(s.exampleRequest))}${then}`,
  ].join('\n');
}

/** The sample languages in the order the API pages offer them. */
export const sampleLanguages = [
  { id: 'python', label: 'Python (requests)', make: pythonSample },
  { id: 'java', label: 'Java (java.net.http)', make: javaSample },
  { id: 'curl', label: 'curl', make: curlSample },
] as const;

export type SampleLanguage = (typeof sampleLanguages)[number]['id'];

/**
 * A sample exactly as an API page shows it. Signed in, it carries the user's own token so it runs
 * as copied; the sample runner (e2e/samples.e2e.ts) runs this same text.
 */
export function shownSample(
  language: SampleLanguage,
  s: AnyServiceDeclaration,
  origin: string,
  token: string | null,
): string {
  const make = sampleLanguages.find((l) => l.id === language)?.make ?? pythonSample;
  const sample = make(s, origin);
  return token ? sample.replaceAll('YOUR_ACCESS_TOKEN', token) : sample;
}
