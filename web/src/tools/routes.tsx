import type { RouteObject } from 'react-router';
import { UrduOcrPage } from './ocr/UrduOcrPage';
import { textToolRoutes } from './text/routes';

/** Signed-in tool screens (/pos_tagger, /Urdu_stemmer, /utts, /asr, /urdu_ocr …), generated from the catalogue. */
export const toolRoutes: RouteObject[] = [...textToolRoutes, { path: '/urdu_ocr', element: <UrduOcrPage /> }];
