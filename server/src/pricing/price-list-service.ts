import type { UserPrice } from '@zuban/contract/price-list';
import type { PublicPrice } from '@zuban/contract/pricing';
import type { AppContext } from '../context';
import { listPublicPrices, listUserPrices } from './prices-repo';

// The price lists the pricing pages show, read fresh on each call so a price change shows as soon
// as the next call pays it.

/** The prices in force for everyone (deleted services left out). */
export async function pricesInForce(ctx: AppContext): Promise<PublicPrice[]> {
  return listPublicPrices(ctx.db);
}

/** What this user pays: their own costing where staff set one, else the price in force. */
export async function pricesForUser(ctx: AppContext, userId: string): Promise<UserPrice[]> {
  return listUserPrices(ctx.db, userId);
}
