import { findService } from '@zuban/contract/services/index';
import { describe, expect, it } from 'vitest';
import { curlSample, javaSample, pythonSample, SAMPLE_RETRIES, shownSample } from './samples';

const origin = 'https://zuban.example';

describe('API samples', () => {
  const stemmer = findService('stemmer')!;
  it('python posts the example body to the service URL', () => {
    const py = pythonSample(stemmer, origin);
    expect(py).toContain('url = "https://zuban.example/stemmer"');
    expect(py).toContain('"accessToken": "YOUR_ACCESS_TOKEN"');
    expect(py).toContain('requests.post(url, json=payload');
    expect(py).not.toContain('import base64');
  });
  it('java uses java.net.http with an escaped JSON body', () => {
    const java = javaSample(stemmer, origin);
    expect(java).toContain('HttpClient.newHttpClient()');
    expect(java).toContain('URI.create("https://zuban.example/stemmer")');
    expect(java).toContain('\\"accessToken\\": \\"YOUR_ACCESS_TOKEN\\"');
  });
  it('java source is ASCII: Urdu goes in as \\u escapes (JDK 17 reads sources in the locale encoding)', () => {
    const java = javaSample(stemmer, origin);
    expect(java).toMatch(/^[\x20-\x7e\n]*$/);
    expect(java).toContain('\\u067e\\u0627\\u06a9'); // پاک
  });
  it('python prints the response as JSON, in every kind of sample', () => {
    for (const id of ['stemmer', 'ocr', 'asr', 'spell_checker'])
      expect(pythonSample(findService(id)!, origin)).toMatch(
        /^import json$[\s\S]*json\.dumps\(data\.get\("response"/m,
      );
    expect(pythonSample(findService('tts')!, origin)).not.toContain('import json');
  });
  it('shown signed in, a sample carries the token in place of the placeholder, and only there', () => {
    const shown = shownSample('curl', stemmer, origin, 'tok123');
    expect(shown).toBe(curlSample(stemmer, origin).replace('YOUR_ACCESS_TOKEN', 'tok123'));
    expect(shownSample('python', stemmer, origin, null)).toBe(pythonSample(stemmer, origin));
  });
  it('every sample waits out a 429 or 503 with Retry-After and sends again, at most SAMPLE_RETRIES times', () => {
    for (const id of ['stemmer', 'ocr', 'tts']) {
      const service = findService(id)!;
      const py = pythonSample(service, origin);
      expect(py).toContain(`for attempt in range(${SAMPLE_RETRIES + 1}):`);
      expect(py).toContain('time.sleep(int(r.headers["Retry-After"]))');
      const java = javaSample(service, origin);
      expect(java).toContain(`retry < ${SAMPLE_RETRIES} && (response.statusCode() == 429`);
      expect(java).toContain('Thread.sleep(Long.parseLong(wait.get()) * 1000);');
      // curl would print every try's answer: it keeps the last one in a file and prints that.
      const curl = curlSample(service, origin);
      expect(curl).toContain(`curl -sS --retry ${SAMPLE_RETRIES} -o answer.json`);
      expect(curl).toMatch(/&& (cat answer\.json|python3 .* < answer\.json)$/);
    }
  });
  it('curl quotes the body for the shell', () => {
    const curl = curlSample(stemmer, origin);
    expect(curl).toContain(`-d '{"text":`);
  });
  it('media services read the file and encode it; TTS saves the WAV', () => {
    expect(pythonSample(findService('ocr')!, origin)).toContain('open("page.jpg", "rb")');
    expect(javaSample(findService('asr')!, origin)).toContain('Path.of("speech.wav")');
    expect(curlSample(findService('ocr')!, origin)).toContain('base64 -w0 page.jpg');
    expect(pythonSample(findService('tts')!, origin)).toContain('Wav file is not saved. Try again.');
    for (const id of ['ocr', 'asr', 'tts'])
      expect(pythonSample(findService(id)!, origin)).toContain('import base64');
  });
});

describe('doc pages', async () => {
  const { docPages } = await import('./doc-pages');
  it('has the spec public and signed-in API pages', () => {
    expect(
      docPages('publicDoc')
        .map((p) => p.path)
        .sort(),
    ).toEqual(
      [
        '/static_api_tts',
        '/static_api_ptts',
        '/static_api_stt',
        '/static_api_postagger',
        '/static_api_textsummerization',
        '/static_api_keywordextraction',
        '/static_api_domainidentification',
        '/static_api_spell',
        '/static_api_stemmer',
        '/static_api_roman',
        '/static_api_langid',
        '/static_api_profanity',
        '/static_api_ocr',
      ].sort(),
    );
    expect(
      docPages('signedInDoc')
        .map((p) => p.path)
        .sort(),
    ).toEqual(
      [
        '/api_tts',
        '/punjabi_api_tts',
        '/api_asr',
        '/api_keyword',
        '/api_pos',
        '/api_summarization',
        '/api_stemmer',
        '/api_domain',
        '/api_roman',
        '/api_spell',
        '/api_langid',
        '/api_profanity',
        '/api_ocr',
      ].sort(),
    );
  });
});
