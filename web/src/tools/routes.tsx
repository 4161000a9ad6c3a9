import type { RouteObject } from 'react-router';

/** Signed-in tool screens (/pos_tagger, /Urdu_stemmer, /utts, /asr, /urdu_ocr …), generated from the catalogue. */
export const toolRoutes: RouteObject[] = [];
