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
function answersAudio(s: AnyServiceDeclaration): boolean {
  return s.category === 'speech' && s.fields.some((f) => f.name === 'text');
}

function plainFields(s: AnyServiceDeclaration): [string, unknown][] {
  const media = mediaField(s);
  return Object.entries(s.exampleRequest).filter(([k]) => k !== media?.name);
}

const pyValue = (v: unknown) => JSON.stringify(v);

export function pythonSample(s: AnyServiceDeclaration, origin: string): string {
  const media = mediaField(s);
  // base64 only where a file goes up (OCR, ASR) or audio comes back (TTS).
  const imports = media || answersAudio(s) ? ['import base64', 'import requests'] : ['import requests'];
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
      `        print(data.get("response", "${s.id === 'ocr' ? 'OCR is not working.' : ''}"))`,
      '    else:',
      '        print(r.status_code, r.reason, data.get("message"))',
      'except requests.exceptions.ConnectionError:',
      '    print("Error: Connection refused. Make sure the API Gateway is running.")',
    );
  }
  return lines.join('\n');
}

/** A JSON value as Java source text of a string literal's content. */
function javaJson(v: unknown): string {
  return JSON.stringify(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"');
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
