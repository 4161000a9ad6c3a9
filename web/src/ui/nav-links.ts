/**
 * Navigation targets named by the spec. The signed-in SERVICES menu lists every tool route; DEVELOPERS
 * opens the API page of the tool on screen. (Kept here rather than in the service catalogue because the
 * spec's legacy spellings differ per bar; the catalogue in contract/src/services/ owns the API paths.)
 */
export interface NavLink {
  to: string;
  label: string;
}

export interface NavGroup {
  title: string;
  links: NavLink[];
}

/** A service in the bars' SERVICES menus: its label, its tool screen (signed in) and its landing page (public). */
interface ServiceEntry {
  label: string;
  tool: string;
  landing: string;
}

/** Both bars list the same services under the same titles; only the page each one opens differs. */
const serviceGroups: { title: string; services: ServiceEntry[] }[] = [
  {
    title: 'Speech Processing',
    services: [
      { label: 'Urdu Text to Speech', tool: '/utts', landing: '/tts' },
      { label: 'Punjabi Text to Speech', tool: '/punjabi_male_tts', landing: '/ptts' },
      { label: 'Urdu Speech to Text', tool: '/asr', landing: '/stt' },
    ],
  },
  {
    title: 'Text Processing',
    services: [
      { label: 'Urdu POS Tagging', tool: '/pos_tagger', landing: '/postagger' },
      { label: 'Content Profanity Estimation', tool: '/Profanity_estimation', landing: '/profanity' },
      { label: 'Language Identification', tool: '/Language_identification', landing: '/langid' },
      { label: 'Text Summarization', tool: '/Text_Summerization', landing: '/textsummerization' },
      { label: 'Domain Identification', tool: '/Domain_Identification', landing: '/domainidentification' },
      { label: 'Spell Checker', tool: '/Spell_Checker', landing: '/spell' },
      { label: 'Keyword Extraction', tool: '/Keyword_Extraction', landing: '/keywordextraction' },
      { label: 'Urdu Stemmer', tool: '/Urdu_stemmer', landing: '/stemmer' },
      { label: 'Roman to Urdu Script', tool: '/Urdu_romanization', landing: '/roman' },
    ],
  },
  { title: 'Image Processing', services: [{ label: 'Urdu OCR', tool: '/urdu_ocr', landing: '/ocr' }] },
];

function serviceMenu(page: 'tool' | 'landing'): NavGroup[] {
  return serviceGroups.map(({ title, services }) => ({
    title,
    links: services.map((s) => ({ to: s[page], label: s.label })),
  }));
}

export const signedInServiceMenu = serviceMenu('tool');
export const publicServiceMenu = serviceMenu('landing');

/** Tool route (lower-cased) -> in-account API reference. */
const developerPageByTool: Record<string, string> = {
  '/utts': '/api_tts',
  '/female_tts': '/api_tts',
  '/male_tts': '/api_tts',
  '/punjabi_male_tts': '/punjabi_api_tts',
  '/asr': '/api_asr',
  '/keyword_extraction': '/api_keyword',
  '/pos_tagger': '/api_pos',
  '/text_summerization': '/api_summarization',
  '/urdu_stemmer': '/api_stemmer',
  '/domain_identification': '/api_domain',
  '/urdu_romanization': '/api_roman',
  '/spell_checker': '/api_spell',
  '/language_identification': '/api_langid',
  '/profanity_estimation': '/api_profanity',
  '/urdu_ocr': '/api_ocr',
};

const apiPages = new Set(Object.values(developerPageByTool));

/** DEVELOPERS: the API page of the service on screen; elsewhere the first API page. */
export function developersLinkFor(pathname: string): string {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (apiPages.has(path)) return path;
  return developerPageByTool[path] ?? '/api_tts';
}
