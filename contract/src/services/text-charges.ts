import type { z } from 'zod';
import type { ServiceDeclaration } from './types';
import { countCharacters, countWords, startedBlocks } from './units';

/** A tariff of the text tools: the unit of charge, how a request's text counts, the default price. */
export type TextCharge = Pick<
  ServiceDeclaration<z.ZodType<{ text: string }>>,
  'unit' | 'countUnits' | 'defaultPrice'
>;

/** Spec portal §9: PKR 0.001 a character; PKR 1.00 for 1,000 characters or fewer. */
export const perCharacter: TextCharge = {
  unit: 'character',
  countUnits: ({ text }) => countCharacters(text),
  defaultPrice: { unitCostMilli: 1, discountPercent: 0, minUnits: 1000, minChargeMilli: 1000 },
};

/** Spec portal §9: PKR 0.01 a started 100 characters; PKR 0.05 for 500 characters or fewer. */
export const per100Characters: TextCharge = {
  unit: 'characters100',
  countUnits: ({ text }) => startedBlocks(countCharacters(text), 100),
  defaultPrice: { unitCostMilli: 10, discountPercent: 0, minUnits: 5, minChargeMilli: 50 },
};

/** Spec portal §9: PKR 0.05 a started 100 words; PKR 0.25 for 500 words or fewer. */
export const per100Words: TextCharge = {
  unit: 'words100',
  countUnits: ({ text }) => startedBlocks(countWords(text), 100),
  defaultPrice: { unitCostMilli: 50, discountPercent: 0, minUnits: 5, minChargeMilli: 250 },
};
