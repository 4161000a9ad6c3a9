import { PIPELINE_PATH } from '@zuban/contract/pipeline';
import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import { SAMPLE_RETRIES } from './samples';

/** The pipeline each page shows, starting with its own service (each run as shown in e2e/pipeline-sample.e2e.ts). */
const chains: Record<
  string,
  { steps: Array<{ service: string; options?: Record<string, unknown> }>; file?: string }
> = {
  ocr: { steps: [{ service: 'ocr' }, { service: 'tts', options: { format: 'mp3' } }], file: 'page.png' },
  romanization: { steps: [{ service: 'romanization' }, { service: 'tts', options: { format: 'mp3' } }] },
};

export function hasPipelineSample(services: readonly AnyServiceDeclaration[]): boolean {
  return services.some((s) => chains[s.id] !== undefined);
}

/**
 * A curl call of `/v1/pipeline` for the page's service, as the page shows it: a scan or a
 * recording uploaded as the multipart part `file`, or Roman Urdu as JSON `text`. Like the page's
 * other curl sample it retries after a 429 or 503 and keeps the answer in answer.json, then saves
 * the speech as speech.mp3 or prints the answer.
 */
export function pipelineCurlSample(services: readonly AnyServiceDeclaration[], origin: string): string {
  const service = services.find((s) => chains[s.id] !== undefined);
  if (!service) return '';
  const chain = chains[service.id]!;
  const speaks = chain.steps.some((s) => s.service === 'tts');
  const request = chain.file
    ? [`  -F file=@${chain.file} \\`, `  -F 'steps=${JSON.stringify(chain.steps)}'`]
    : [
        `  -H 'Content-Type: application/json' \\`,
        `  -d '${JSON.stringify({ text: 'mera naam Ali hai', steps: chain.steps })}'`,
      ];
  // On a line of its own: the call's last line ends with `&&`, which continues the command.
  const then = speaks
    ? ` &&\n  python3 -c 'import sys,json,base64; open("speech.mp3","wb").write(base64.b64decode(json.load(sys.stdin)["response"]))' < answer.json`
    : ' &&\n  cat answer.json';
  return [
    `curl -sS --retry ${SAMPLE_RETRIES} -o answer.json -X POST ${origin}${PIPELINE_PATH} \\`,
    `  -H 'Authorization: Bearer YOUR_ACCESS_TOKEN' \\`,
    ...request.slice(0, -1),
    `${request[request.length - 1]}${then}`,
  ].join('\n');
}
