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

export const signedInServiceMenu: NavGroup[] = [
  {
    title: 'Speech Processing',
    links: [
      { to: '/utts', label: 'Urdu Text to Speech' },
      { to: '/punjabi_male_tts', label: 'Punjabi Text to Speech' },
      { to: '/asr', label: 'Urdu Speech to Text' },
    ],
  },
  {
    title: 'Text Processing',
    links: [
      { to: '/pos_tagger', label: 'Urdu POS Tagging' },
      { to: '/Profanity_estimation', label: 'Content Profanity Estimation' },
      { to: '/Language_identification', label: 'Language Identification' },
      { to: '/Text_Summerization', label: 'Text Summarization' },
      { to: '/Domain_Identification', label: 'Domain Identification' },
      { to: '/Spell_Checker', label: 'Spell Checker' },
      { to: '/Keyword_Extraction', label: 'Keyword Extraction' },
      { to: '/Urdu_stemmer', label: 'Urdu Stemmer' },
      { to: '/Urdu_romanization', label: 'Roman to Urdu Script' },
    ],
  },
  { title: 'Image Processing', links: [{ to: '/urdu_ocr', label: 'Urdu OCR' }] },
];

export const publicServiceMenu: NavGroup[] = [
  {
    title: 'Speech Processing',
    links: [
      { to: '/tts', label: 'Urdu Text to Speech' },
      { to: '/ptts', label: 'Punjabi Text to Speech' },
      { to: '/stt', label: 'Urdu Speech to Text' },
    ],
  },
  {
    title: 'Text Processing',
    links: [
      { to: '/postagger', label: 'Urdu POS Tagging' },
      { to: '/profanity', label: 'Content Profanity Estimation' },
      { to: '/langid', label: 'Language Identification' },
      { to: '/textsummerization', label: 'Text Summarization' },
      { to: '/domainidentification', label: 'Domain Identification' },
      { to: '/spell', label: 'Spell Checker' },
      { to: '/keywordextraction', label: 'Keyword Extraction' },
      { to: '/stemmer', label: 'Urdu Stemmer' },
      { to: '/roman', label: 'Roman to Urdu Script' },
    ],
  },
  { title: 'Image Processing', links: [{ to: '/ocr', label: 'Urdu OCR' }] },
];

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
