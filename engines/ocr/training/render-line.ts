/**
 * Renders one text line with pango-view (HarfBuzz shaping, Graphite for Awami Nastaliq) and,
 * when asked, degrades it with ImageMagick the way scans and phone photos are degraded:
 * skew, blur, uneven ink, speckle noise, low resolution and JPEG artefacts.
 */
import { execFile } from 'node:child_process';
import { unlink } from 'node:fs/promises';
import { promisify } from 'node:util';
import { CONVERT } from '../imagemagick';
import { fontconfigFor, type RenderFont } from './fonts';

const run = promisify(execFile);

export interface Degradation {
  skewDegrees: number;
  blurSigma: number;
  noise: number;
  /** Negative thins the strokes, positive thickens them (pixels at the rendered DPI). */
  inkSpread: number;
  /** 0 to 1: how much of the ink a smooth random field fades. */
  unevenInk: number;
  jpegQuality: number | null;
  binarize: boolean;
  seed: number;
}

export interface LineRender {
  text: string;
  font: RenderFont;
  pointSize: number;
  dpi: number;
  degradation: Degradation | null;
  /**
   * Training only: shrink taller renders to this many pixels before degrading. Tesseract scales
   * every line to 48 px high anyway, and small images make degrading and training much cheaper.
   */
  maxHeight?: number;
}

export function randomDegradation(random: () => number): Degradation {
  const pick = (p: number) => random() < p;
  return {
    skewDegrees: pick(0.6) ? (random() - 0.5) * 3 : 0,
    blurSigma: pick(0.6) ? 0.3 + random() * 0.9 : 0,
    noise: pick(0.5) ? 0.2 + random() * 0.8 : 0,
    inkSpread: pick(0.4) ? (pick(0.5) ? -1 : 1) : 0,
    unevenInk: pick(0.4) ? 0.2 + random() * 0.5 : 0,
    jpegQuality: pick(0.6) ? Math.round(15 + random() * 60) : null,
    binarize: pick(0.15),
    seed: Math.floor(random() * 1e9),
  };
}

/** Renders (and degrades) a line to `output` (.png or .jpg). */
export async function renderLine(line: LineRender, output: string): Promise<void> {
  const clean = line.degradation || line.maxHeight ? `${output}.clean.png` : output;
  const margin = Math.round((line.pointSize * line.dpi) / 72 / 3) + 4;
  await run(
    'pango-view',
    [
      '--no-display',
      `--font=${line.font.family} ${line.pointSize}`,
      `--dpi=${line.dpi}`,
      `--margin=${margin}`,
      `--output=${clean}`,
      `--text=${line.text}`,
    ],
    { env: { ...process.env, FONTCONFIG_FILE: fontconfigFor(line.font) } },
  );
  if (line.degradation || line.maxHeight) {
    const shrink = line.maxHeight ? ['-resize', `x${line.maxHeight}>`] : [];
    // Pixel sizes of blur and ink spread follow the resolution the image ends up at.
    const emPixels = (line.pointSize * line.dpi) / 72;
    const estimatedHeight = emPixels * 2.3 + 2 * margin;
    const shrinkFactor = line.maxHeight ? Math.min(1, line.maxHeight / estimatedHeight) : 1;
    const scale = (line.dpi / 300) * shrinkFactor;
    const degrade = line.degradation ? degradeArgs(line.degradation, scale) : ['-colorspace', 'Gray'];
    await run(CONVERT, [clean, ...shrink, ...degrade, output]);
    await unlink(clean);
  }
}

function degradeArgs(d: Degradation, scale: number): string[] {
  const args = ['-seed', String(d.seed), '-colorspace', 'Gray', '-alpha', 'off'];
  if (d.inkSpread !== 0) {
    const radius = Math.max(1, Math.round(scale * 1.5));
    args.push('-morphology', d.inkSpread > 0 ? 'Erode' : 'Dilate', `Disk:${radius}`);
  }
  if (d.unevenInk > 0) {
    // A smooth random field (small plasma, enlarged) lightens the ink unevenly.
    const light = Math.round(100 * d.unevenInk);
    args.push(
      '(',
      '+clone',
      '-resize',
      '3%',
      '+noise',
      'Random',
      '-colorspace',
      'Gray',
      '-blur',
      '0x1',
      '-auto-level',
      '+level',
      `0,${light}%`,
      '-resize',
      `${100 / 0.03}%`,
      ')',
      '-gravity',
      'center',
      '-compose',
      'Lighten',
      '-composite',
    );
  }
  if (d.skewDegrees !== 0) args.push('-background', 'white', '-rotate', d.skewDegrees.toFixed(2), '+repage');
  if (d.blurSigma > 0) args.push('-blur', `0x${(d.blurSigma * Math.max(scale, 0.5) * 1.5).toFixed(2)}`);
  if (d.noise > 0) args.push('-attenuate', d.noise.toFixed(2), '+noise', 'Gaussian', '-colorspace', 'Gray');
  if (d.binarize) args.push('-threshold', '55%');
  if (d.jpegQuality !== null) args.push('-quality', String(d.jpegQuality));
  return args;
}
