import type { RouteObject } from 'react-router';
import { TextToolPage } from './TextToolPage';
import { textToolScreens } from './text-tools';

/** /pos_tagger, /Urdu_stemmer, … one route per text tool screen of the catalogue. */
export const textToolRoutes: RouteObject[] = textToolScreens().map((screen) => ({
  path: screen.path,
  element: <TextToolPage screen={screen} />,
}));
