import { milliToPkr, type PriceRow, priceMilli } from '@zuban/contract/pricing';
import type { AnyServiceDeclaration } from '@zuban/contract/services/index';

/**
 * What the documented sample request costs at `price` (the service's own): its units counted the
 * way a call is charged. A sample whose file or image is a placeholder ('<base64 wav>') counts as
 * the smallest call, which pays the minimum charge (#23: every sample used to read 0.25).
 */
export function sampleCostPkr(
  service: AnyServiceDeclaration,
  price: PriceRow = service.defaultPrice,
): number {
  const parsed = service.input.safeParse(service.exampleRequest);
  const units = parsed.success ? service.countUnits(parsed.data) : price.minUnits;
  return milliToPkr(priceMilli(units, price));
}
