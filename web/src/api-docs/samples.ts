import type { AnyServiceDeclaration } from '@zuban/contract/services/index';

/**
 * Runnable request samples for the API pages, generated from a declaration: Python (requests),
 * Java (java.net.http, JDK 11+) and curl. Media fields (file, image) are read from a local file.
 */

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
  lines.push('}', '', 'try:', '    r = requests.post(url, json=payload, timeout=120)', '    data = r.json()');
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
    '        HttpResponse<String> response = HttpClient.newHttpClient()',
    '            .send(request, HttpResponse.BodyHandlers.ofString());',
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

export function curlSample(s: AnyServiceDeclaration, origin: string): string {
  const media = mediaField(s);
  const url = `${origin}${s.apiPaths[0]}`;
  if (media) {
    const rest = plainFields(s)
      .map(([k, v]) => `"${k}":${JSON.stringify(v)}`)
      .join(',');
    return [
      `printf '{"${media.name}":"%s",${rest}}' "$(base64 -w0 ${media.file})" |`,
      `  curl -sS -X POST ${url} -H 'Content-Type: application/json' --data-binary @-`,
    ].join('\n');
  }
  const save = answersAudio(s)
    ? ' | python3 -c \'import sys,json,base64; open("speech.wav","wb").write(base64.b64decode(json.load(sys.stdin)["response"]))\''
    : '';
  return [
    `curl -sS -X POST ${url} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d ${shellQuote(JSON.stringify(s.exampleRequest))}${save}`,
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
