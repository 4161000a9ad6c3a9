import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import { answersAudio } from './samples';

/**
 * The API pages' sample for the Python package (clients/python): the service as a method of
 * `zuban.Client`, then the same call as an asynchronous job. Its method and keyword names are
 * those the package generates from /openapi.json (checked by python-package-sample.test.ts);
 * a media field is read from a local file as bytes, audio is saved from `content`.
 */

/** `callbackUrl` -> `callback_url`: the package's keyword for a JSON field. */
const keyword = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

function mediaFile(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('<base64')) return undefined;
  return value.includes('wav') ? 'speech.wav' : 'page.jpg';
}

/** The keyword arguments of the example request, as `name=value`. */
function keywordArguments(s: AnyServiceDeclaration): string[] {
  return Object.entries(s.exampleRequest)
    .filter(([field]) => field !== 'accessToken')
    .map(([field, value]) => {
      const file = mediaFile(value);
      return `${keyword(field)}=${file ? keyword(field) : JSON.stringify(value)}`;
    });
}

export function pythonPackageSample(s: AnyServiceDeclaration, origin: string): string {
  const args = keywordArguments(s);
  // A file goes up as bytes (the package sends them as base64), read once for both calls.
  const media = Object.entries(s.exampleRequest).flatMap(([field, value]) => {
    const file = mediaFile(value);
    return file ? [`with open("${file}", "rb") as f:`, `    ${keyword(field)} = f.read()`, ''] : [];
  });
  const show = answersAudio(s)
    ? ['with open("speech.wav", "wb") as f:', '    f.write(answer["content"])  # the audio file as bytes']
    : ['print(answer["response"])'];
  return [
    'import zuban  # pip install ./clients/python (from the Zuban repository)',
    '',
    `client = zuban.Client("${origin}", "YOUR_ACCESS_TOKEN")`,
    '',
    ...media,
    'try:',
    `    answer = client.${s.id}(`,
    ...args.map((a) => `        ${a},`),
    '    )',
    ...show.map((l) => `    ${l}`),
    '    print(answer["result"], answer["jobId"], answer["cost"])',
    '',
    '    # The same call in the background: charged now, its answer when done.',
    `    job = client.submit(${[JSON.stringify(s.id), ...args].join(', ')})`,
    '    print(job.id, job.wait(timeout=600)["result"])',
    'except zuban.APIError as e:',
    '    # 402 insufficient_balance, 400 invalid_request, 401 ...: nothing charged; 429 is waited out first.',
    '    print(e.status, e.code, e.message)',
  ].join('\n');
}
