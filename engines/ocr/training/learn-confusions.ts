/**
 * Learns how the engine misreads letters (data/ocr-confusions.json, used by lexicon-correction.ts):
 * renders held-out lines that are neither test lines (the first 256) nor dev lines (the last 256),
 * cycling through the evaluation fonts, sizes, DPIs and clean/degraded, reads them with the engine
 * in accurate mode *without* the lexicon correction, and counts the confusions. Needs the current
 * model: re-run after retraining.
 *   node --import tsx engines/ocr/training/learn-confusions.ts [FIRST=600] [COUNT=2560] [OUT.json]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countConfusions } from '../ocr-channel';
import { readLines } from '../recognize';
import { Slots } from '../slots';
import { EVAL_DPIS, EVAL_SIZES } from './eval-set';
import { availableFonts } from './fonts';
import { randomDegradation, renderLine } from './render-line';
import { CORPUS_PATH, linesFor, seededRandom } from './text-lines';
import { ensureWoffConverted } from './woff-to-ttf';

/** Lines at either end of the held-out list are the test and dev lines (eval-set.ts). */
const RESERVED_AT_EACH_END = 300;

async function main(): Promise<void> {
  const first = Number(process.argv[2] ?? 600);
  const count = Number(process.argv[3] ?? 2560);
  await ensureWoffConverted();
  const fonts = availableFonts((font) => font.evaluate);
  const heldout = linesFor('heldout', 11, CORPUS_PATH);
  if (first < RESERVED_AT_EACH_END || first + count > heldout.length - RESERVED_AT_EACH_END) {
    throw new Error(
      `lines ${first}..${first + count} overlap the test or dev lines (${heldout.length} held out)`,
    );
  }
  const dir = join(tmpdir(), 'zuban-ocr-confusions');
  mkdirSync(dir, { recursive: true });
  const slots = new Slots(2);
  let done = 0;
  const pairs = await Promise.all(
    Array.from({ length: count }, (_, k) =>
      slots.run(async () => {
        const id = first + k;
        const text = heldout[id] as string;
        const font = fonts[k % fonts.length] as (typeof fonts)[number];
        const size = EVAL_SIZES[Math.floor(k / 4) % EVAL_SIZES.length] as number;
        const dpi = EVAL_DPIS[Math.floor(k / 32) % EVAL_DPIS.length] as 150 | 300;
        const degraded = Math.floor(k / 64) % 2 === 1;
        const degradation = degraded ? randomDegradation(seededRandom(90_000 + id)) : null;
        const image = join(dir, `${id}.${degradation?.jpegQuality ? 'jpg' : 'png'}`);
        if (!existsSync(image)) await renderLine({ text, font, pointSize: size, dpi, degradation }, image);
        const lines = await readLines(readFileSync(image), { dpi, performance: 0, fontsize: size });
        done += 1;
        if (done % 200 === 0) console.log(`  read ${done}/${count} lines`);
        return { reference: text, reading: lines.map((l) => l.map((w) => w.text).join(' ')).join(' ') };
      }),
    ),
  );
  const counts = countConfusions(pairs);
  const out = process.argv[4] ?? new URL('../data/ocr-confusions.json', import.meta.url).pathname;
  writeFileSync(out, `${JSON.stringify({ lines: `held-out ${first}..${first + count - 1}`, ...counts })}\n`);
  console.log(`${counts.letters} letters of ${count} lines counted into ${out}`);
}

await main();
