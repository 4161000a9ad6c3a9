/** A cheap health check for /healthz: the tesseract binary runs and a Urdu model is there. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { defaultModel, NASTALIQ_MODEL } from './tesseract';

const run = promisify(execFile);

export async function checkOcrEngine(): Promise<{ ok: boolean; detail: string }> {
  const model = defaultModel();
  try {
    const args = ['--list-langs', ...(model.tessdataDir ? ['--tessdata-dir', model.tessdataDir] : [])];
    const { stdout } = await run('tesseract', args, { timeout: 5000 });
    const langs = stdout.split('\n').map((l) => l.trim());
    if (!langs.includes(model.language)) return { ok: false, detail: `model ${model.language} not found` };
    const which =
      model.language === NASTALIQ_MODEL ? 'Nastaliq model' : 'stock urd model (Nastaliq model missing)';
    return { ok: model.language === NASTALIQ_MODEL, detail: `tesseract with ${which}` };
  } catch (error) {
    return { ok: false, detail: `tesseract unavailable: ${String(error).slice(0, 200)}` };
  }
}
