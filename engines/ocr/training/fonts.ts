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
  /**
   * Which training the font belongs to: 'stage4' fonts were in every stage's renders; 'stage5'
   * fonts joined in stage 5 (#26); the 'heldout' family is never rendered for training, so its
   * figure (`OCR_EVAL_FONTS=unseen`) measures fonts the model never saw.
   */
  set: 'stage4' | 'stage5' | 'heldout';
}

const DEBIAN = '/usr/share/fonts/truetype';
const NPM_DIR = join(tmpdir(), 'zuban-ocr-fonts', 'npm');

/** TrueType files unpacked from @fontsource/noto-nastaliq-urdu's WOFF faces (see woff-to-ttf.ts). */
export const NPM_FONT_FILES = {
  '500': join(NPM_DIR, 'noto-nastaliq-urdu-500.ttf'),
  '600': join(NPM_DIR, 'noto-nastaliq-urdu-600.ttf'),
} as const;

const STAGE4_FONTS: readonly RenderFont[] = [
  {
    id: 'noto-nastaliq',
    family: 'Noto Nastaliq Urdu',
    file: `${DEBIAN}/noto/NotoNastaliqUrdu-Regular.ttf`,
    script: 'nastaliq',
    evaluate: true,
    set: 'stage4',
  },
  {
    id: 'awami-nastaliq',
    family: 'Awami Nastaliq',
    file: `${DEBIAN}/awami/AwamiNastaliq-Regular.ttf`,
    script: 'nastaliq',
    evaluate: true,
    set: 'stage4',
  },
  {
    id: 'noto-nastaliq-bold',
    family: 'Noto Nastaliq Urdu',
    file: `${DEBIAN}/noto/NotoNastaliqUrdu-Bold.ttf`,
    script: 'nastaliq',
    evaluate: false,
    set: 'stage4',
  },
  {
    id: 'noto-nastaliq-medium-npm',
    family: 'Noto Nastaliq Urdu',
    file: NPM_FONT_FILES['500'],
    script: 'nastaliq',
    evaluate: false,
    set: 'stage4',
  },
  {
    id: 'noto-nastaliq-semibold-npm',
    family: 'Noto Nastaliq Urdu',
    file: NPM_FONT_FILES['600'],
    script: 'nastaliq',
    evaluate: false,
    set: 'stage4',
  },
  {
    id: 'noto-naskh',
    family: 'Noto Naskh Arabic',
    file: `${DEBIAN}/noto/NotoNaskhArabic-Regular.ttf`,
    script: 'naskh',
    evaluate: true,
    set: 'stage4',
  },
  {
    id: 'nafees-naskh',
    family: 'Nafees',
    file: `${DEBIAN}/fonts-nafees/NafeesWeb.ttf`,
    script: 'naskh',
    evaluate: true,
    set: 'stage4',
  },
];

/**
 * Every other freely licensed font Debian ships that covers and shapes Urdu's own letters
 * (ٹ ڈ ڑ ں ے ھ ۂ; checked with fc-list :charset and a render, see docs/models.md). Regular faces
 * only. Dropped: FreeSerif (draws medial ٹ as ڈ), and the fonts-arabeyes, fonts-farsiweb,
 * fonts-kacst, DejaVu and Alkalami faces (no ٹ/ڈ/ڑ/ں/ے glyphs). The fonts-* packages are for training and quality runs only: missing ones are skipped.
 * `script` is 'naskh' for all of them: none is Nastaliq (Kufi and the sans faces included).
 */
const OTHER_DEBIAN: ReadonlyArray<Pick<RenderFont, 'id' | 'family' | 'file'> & { heldout?: true }> = [
  // Held out of stage-5 training, chosen before any stage-5 figure: a Naskh-style Urdu face.
  {
    id: 'paktype-naqsh',
    family: 'PakType Naqsh',
    file: `${DEBIAN}/paktype/PakType Naqsh.ttf`,
    heldout: true,
  },
  { id: 'paktype-tehreer', family: 'PakType Tehreer', file: `${DEBIAN}/paktype/PakType Tehreer.ttf` },
  {
    id: 'paktype-naskh-basic',
    family: 'PakType Naskh Basic Urdu',
    file: `${DEBIAN}/paktype/PakType Naskh Basic Urdu.ttf`,
  },
  { id: 'paktype-ajrak', family: 'PakType Ajrak', file: `${DEBIAN}/paktype/PakType Ajrak.ttf` },
  { id: 'amiri', family: 'Amiri', file: '/usr/share/fonts/opentype/fonts-hosny-amiri/Amiri-Regular.ttf' },
  { id: 'scheherazade', family: 'Scheherazade', file: `${DEBIAN}/scheherazade/Scheherazade-Regular.ttf` },
  { id: 'lateef', family: 'Lateef', file: '/usr/share/fonts/opentype/lateef/Lateef-Regular.ttf' },
  { id: 'harmattan', family: 'Harmattan', file: `${DEBIAN}/harmattan/Harmattan-Regular.ttf` },
  { id: 'noto-sans-arabic', family: 'Noto Sans Arabic', file: `${DEBIAN}/noto/NotoSansArabic-Regular.ttf` },
  { id: 'noto-kufi-arabic', family: 'Noto Kufi Arabic', file: `${DEBIAN}/noto/NotoKufiArabic-Regular.ttf` },
  {
    id: 'noto-naskh-ui',
    family: 'Noto Naskh Arabic UI',
    file: `${DEBIAN}/noto/NotoNaskhArabicUI-Regular.ttf`,
  },
];

export const FONTS: readonly RenderFont[] = [
  ...STAGE4_FONTS,
  ...OTHER_DEBIAN.map(({ heldout, ...font }) => ({
    ...font,
    script: 'naskh' as const,
    evaluate: false,
    set: heldout ? ('heldout' as const) : ('stage5' as const),
  })),
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
