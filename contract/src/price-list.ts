import { z } from 'zod';

// GET /backend/prices (public) and GET /backend/my_prices (signed in): the prices in force, milli-PKR.

export const publicPrice = z.object({
  serviceId: z.string(),
  /** Price of one unit in milli-PKR. */
  unitCostMilli: z.number().int(),
  discountPercent: z.number().int(),
  minUnits: z.number().int(),
  minChargeMilli: z.number().int(),
});
export const publicPriceList = z.array(publicPrice);

/** A service's price for one user: `personal` when staff set that user a costing of their own. */
export const userPrice = publicPrice.extend({ personal: z.boolean() });
export type UserPrice = z.infer<typeof userPrice>;
export const userPriceList = z.array(userPrice);
