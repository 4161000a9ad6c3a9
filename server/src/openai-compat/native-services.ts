import { findService } from '@zuban/contract/services/index';
import type { RoutedService } from '../language/paid-call';
import { boundServices } from '../language/registry';

/**
 * A native service as the paid call's hooks and handler take it: its declaration and binding. The
 * OpenAI-compatible routes call these, so prices, charges, limits and history are theirs.
 */
export function nativeService(id: string): RoutedService {
  const declaration = findService(id);
  if (!declaration) throw new Error(`no service ${id} in the catalogue`);
  return { declaration, bound: boundServices.find((b) => b.declaration.id === id) };
}
