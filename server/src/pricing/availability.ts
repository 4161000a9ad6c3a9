import type { ServiceAvailability } from '@zuban/contract/availability';
import { services } from '@zuban/contract/services/index';
import type { AppContext } from '../context';
import { boundServices } from '../language/registry';
import { DEFAULT_ASR_MODEL, modelFileName, speechSettings } from '../speech/settings';

function installCommand(ctx: AppContext, serviceId: string): string {
  if (serviceId === 'asr') {
    const dir = speechSettings(ctx.config).asr.modelsDir;
    return (
      `npm run zuban -- models fetch ${DEFAULT_ASR_MODEL}, then set ASR_MODEL=${dir}/${modelFileName(DEFAULT_ASR_MODEL)} ` +
      'and restart (make start does both when the network allows it)'
    );
  }
  if (serviceId.endsWith('tts'))
    return 'apt-get install espeak-ng, or set TTS_NEURAL_VOICES (docs/models.md)';
  return 'see docs/models.md';
}

/**
 * Every catalogue service, in catalogue order, with whether its engine can run: the same check a
 * paid call makes before charging (the binding's `unavailable`), so the pages say what a call would.
 */
export function serviceAvailability(ctx: AppContext, forStaff: boolean): ServiceAvailability[] {
  const bound = new Map(boundServices.map((b) => [b.declaration.id, b]));
  return services.map((s) => {
    const binding = bound.get(s.id);
    const missing = binding ? binding.unavailable?.(ctx) : 'No engine is wired for this service.';
    if (!missing) return { serviceId: s.id, available: true };
    if (!forStaff) return { serviceId: s.id, available: false };
    return { serviceId: s.id, available: false, missing, install: installCommand(ctx, s.id) };
  });
}
