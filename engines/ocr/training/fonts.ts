/**
 * The fonts lines are rendered in, for training and for evaluation. Each font gets its own
 * fontconfig directory holding only that file, so the family name cannot resolve to another face
 * (fontconfig picks Noto Nastaliq Urdu Bold over Regular when both are visible).
 */
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

export type Script = 'nastaliq' | 'naskh';

export interface RenderFont {
  id: string;
  family: string;
  file: string;
  script: Script;
  /** Evaluation fonts are the ones the quality report covers; the others only add training variety. */
  evaluate: boolean;
}

const DEBIAN = '/usr/share/fonts/truetype';
const NPM_DIR = join(tmpdir(), 'zuban-ocr-fonts', 'npm');

/** TrueType files unpacked from @fontsource/noto-nastaliq-urdu's WOFF faces (see woff-to-ttf.ts). */
export const NPM_FONT_FILES = {
  '500': join(NPM_DIR, 'noto-nastaliq-urdu-500.ttf'),
  '600': join(NPM_DIR, 'noto-nastaliq-urdu-600.ttf'),
} as const;

export const FONTS: readonly RenderFont[] = [
  {
    id: 'noto-nastaliq',
    family: 'Noto Nastaliq Urdu',
    file: `${DEBIAN}/noto/NotoNastaliqUrdu-Regular.ttf`,
    script: 'nastaliq',
    evaluate: true,
  },
  {
    id: 'awami-nastaliq',
    family: 'Awami Nastaliq',
    file: `${DEBIAN}/awami/AwamiNastaliq-Regular.ttf`,
    script: 'nastaliq',
    evaluate: true,
  },
  {
    id: 'noto-nastaliq-bold',
    family: 'Noto Nastaliq Urdu',
    file: `${DEBIAN}/noto/NotoNastaliqUrdu-Bold.ttf`,
    script: 'nastaliq',
    evaluate: false,
  },
  {
    id: 'noto-nastaliq-medium-npm',
    family: 'Noto Nastaliq Urdu',
    file: NPM_FONT_FILES['500'],
    script: 'nastaliq',
    evaluate: false,
  },
  {
    id: 'noto-nastaliq-semibold-npm',
    family: 'Noto Nastaliq Urdu',
    file: NPM_FONT_FILES['600'],
    script: 'nastaliq',
    evaluate: false,
  },
  {
    id: 'noto-naskh',
    family: 'Noto Naskh Arabic',
    file: `${DEBIAN}/noto/NotoNaskhArabic-Regular.ttf`,
    script: 'naskh',
    evaluate: true,
  },
  {
    id: 'nafees-naskh',
    family: 'Nafees',
    file: `${DEBIAN}/fonts-nafees/NafeesWeb.ttf`,
    script: 'naskh',
    evaluate: true,
  },
];

/** Fonts whose files exist here; missing ones are reported once and skipped. */
export function availableFonts(filter: (font: RenderFont) => boolean = () => true): RenderFont[] {
  return FONTS.filter(filter).filter((font) => {
    if (existsSync(font.file)) return true;
    console.warn(`font ${font.id} skipped: ${font.file} is missing`);
    return false;
  });
}

/** Writes (once) a fontconfig file that sees only this font, and returns its path. */
export function fontconfigFor(font: RenderFont): string {
  const dir = join(tmpdir(), 'zuban-ocr-fonts', font.id);
  const conf = join(dir, 'fonts.conf');
  if (existsSync(conf)) return conf;
  mkdirSync(join(dir, 'files'), { recursive: true });
  const link = join(dir, 'files', basename(font.file));
  if (!existsSync(link)) symlinkSync(font.file, link);
  writeFileSync(
    conf,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <dir>${join(dir, 'files')}</dir>\n  <cachedir>${join(dir, 'cache')}</cachedir>\n</fontconfig>\n`,
  );
  return conf;
}
