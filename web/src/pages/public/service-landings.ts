/**
 * Content of the 13 public service landing pages (banner, description, what it returns) and where their
 * API reference lives. Paths are the spec's spellings.
 */
export interface ServiceLanding {
  path: string;
  /** The catalogue services this page offers: it says "not available" when none of them can run here. */
  serviceIds: readonly string[];
  title: string;
  category: 'Speech' | 'Text' | 'Image';
  tagline: string;
  paragraphs: string[];
  features: string[];
  /** A short Urdu/Punjabi example shown in Nastaliq. */
  sample?: { label: string; text: string; lang: 'ur' | 'pnb' };
  apiReference: string;
  extraLink?: { href: string; label: string };
}

export const serviceLandings: readonly ServiceLanding[] = [
  {
    path: '/tts',
    serviceIds: ['tts', 'female_tts', 'male_tts'],
    title: 'Urdu Text to Speech',
    category: 'Speech',
    tagline: 'Turn Urdu text into natural, clear speech in seconds.',
    paragraphs: [
      'The Urdu text-to-speech service reads Urdu written in the Perso-Arabic script aloud and returns a WAV audio file. It normalises the text first — numbers, punctuation and common abbreviations — so that what you hear follows what a reader would say.',
      'Three voices are available: Naghma, Naghma V-2.0 and Sarang. The speaking rate can be set from −5 to +5 and the volume from 0 to 200, so the same text can be read slowly for learners or briskly for announcements.',
      'Typical uses are screen readers and accessibility tools, voice prompts for phone and kiosk systems, audio versions of news and learning material, and prototypes of spoken assistants.',
    ],
    features: [
      'Up to 1000 characters per request',
      'Voices: Naghma, Naghma V-2.0 and Sarang',
      'Speed −5 to +5 and volume 0 to 200',
      'Answer: a WAV file (base64 in the API)',
    ],
    sample: { label: 'Try reading', text: 'زبان میں خوش آمدید۔ آج موسم بہت خوشگوار ہے۔', lang: 'ur' },
    apiReference: '/static_api_tts',
  },
  {
    path: '/ptts',
    serviceIds: ['punjabi_male_tts'],
    title: 'Punjabi Text to Speech',
    category: 'Speech',
    tagline: 'Speech for Punjabi written in Shahmukhi.',
    paragraphs: [
      'The Punjabi text-to-speech service speaks Punjabi written in the Shahmukhi script, the Perso-Arabic script used for Punjabi in Pakistan, with the Ektara voice. It returns a WAV file you can play in a browser or store.',
      'It suits reading aids, local-language information lines, and teaching material for one of the most widely spoken languages of the region that is rarely served by mainstream speech products.',
    ],
    features: [
      'Up to 1000 characters per request',
      'Voice: Ektara',
      'Answer: a WAV file (base64 in the API)',
    ],
    sample: { label: 'Try reading', text: 'تسیں کیویں او؟ اج دا دن بہت سوہنا اے۔', lang: 'pnb' },
    apiReference: '/static_api_ptts',
  },
  {
    path: '/stt',
    serviceIds: ['asr'],
    title: 'Urdu Speech to Text',
    category: 'Speech',
    tagline: 'Transcribe spoken Urdu into Unicode text.',
    paragraphs: [
      'The speech-to-text service listens to Urdu speech and writes what was said as Unicode Urdu text. In your account you can speak into the microphone and watch the transcript appear; over the API you send a recording and receive its transcript.',
      'Recordings are WAV files, 16 000 Hz, mono, up to sixty minutes long. Use it to caption lectures and interviews, to search recorded calls, or to let people fill in forms by voice.',
    ],
    features: [
      'Live transcription in the browser',
      'API: WAV, 16 kHz, mono, up to 60 minutes',
      'Charged per started 15 seconds of audio',
    ],
    apiReference: '/static_api_stt',
  },
  {
    path: '/postagger',
    serviceIds: ['postagger'],
    title: 'Urdu Parts-of-Speech Tagging',
    category: 'Text',
    tagline: 'Label every word of an Urdu text with its grammatical category.',
    paragraphs: [
      'The parts-of-speech tagger splits Urdu text into words and marks each one as a noun, verb, adjective, postposition, pronoun and so on. Multi-word tokens such as place names are kept together.',
      'Tagged text is the starting point for search that understands grammar, for extracting names and terms, for grammar checking and for linguistic research on Urdu corpora. The tagset is documented in a downloadable PDF.',
    ],
    features: ['Up to 3000 characters per request', 'Each token followed by its tag', 'Documented tagset'],
    sample: { label: 'Input', text: 'احمد نے کتاب پڑھی۔', lang: 'ur' },
    apiReference: '/static_api_postagger',
    extraLink: { href: '/docs/urdu-pos-tagset.pdf', label: 'POS tagset (PDF)' },
  },
  {
    path: '/profanity',
    serviceIds: ['content_filter'],
    title: 'Content Profanity Estimation',
    category: 'Text',
    tagline: 'Estimate how offensive an Urdu text is before you publish it.',
    paragraphs: [
      'The profanity estimator scores an Urdu text between 0 and 1, with two decimals; the closer the score is to 1, the more profane the text. The score is computed from a curated lexicon of offensive words and phrases, including common spelling variants.',
      'Use it to hold back comments for moderation, to filter user-generated content in apps and forums, or to measure the tone of a collection of texts.',
    ],
    features: ['Up to 3000 characters per request', 'Score 0 to 1, two decimals', 'Lexicon based, fast'],
    apiReference: '/static_api_profanity',
  },
  {
    path: '/langid',
    serviceIds: ['langid'],
    title: 'Language Identification',
    category: 'Text',
    tagline: 'How much of this text is Urdu?',
    paragraphs: [
      'The language identification service reports the share of a text that is written in Urdu, as a score from 0 to 1 with two decimals. Mixed posts — Urdu with English, or Urdu with Punjabi — get a score between the two ends.',
      'It helps route messages to the right team, clean crawled corpora before training models, and decide which other services to run on a text.',
    ],
    features: ['Up to 3000 characters per request', 'Score 0 to 1, two decimals'],
    apiReference: '/static_api_langid',
  },
  {
    path: '/textsummerization',
    serviceIds: ['extractive_summarization', 'abstractive_summarization'],
    title: 'Urdu Text Summarization',
    category: 'Text',
    tagline: 'Shorten long Urdu articles to what matters.',
    paragraphs: [
      'The summarization service produces a short version of an Urdu text. Two types are offered. Extractive summaries pick the most informative sentences of the original and keep them word for word. Abstractive summaries write a shorter text of their own.',
      'You choose the length of the summary as a number of sentences, which sets the compression ratio: the share of the original that is kept. News digests, report previews and reading aids are typical uses.',
    ],
    features: [
      'Up to 3000 characters per request',
      'Extractive (default) or abstractive',
      'Summary length 1 to 4 sentences',
    ],
    apiReference: '/static_api_textsummerization',
  },
  {
    path: '/domainidentification',
    serviceIds: ['domain_identification'],
    title: 'Urdu Domain Identification',
    category: 'Text',
    tagline: 'Sort Urdu texts into seven news domains automatically.',
    paragraphs: [
      'The domain identification service reads an Urdu text and tells you which of seven domains it belongs to: National News, International News, Business, Sports, Science, Health or Showbiz.',
      'Use it to file incoming articles, to build topic feeds, or to give search results a category.',
    ],
    features: ['Up to 3000 characters per request', 'Seven categories', 'One label per text'],
    apiReference: '/static_api_domainidentification',
  },
  {
    path: '/spell',
    serviceIds: ['spell_checker'],
    title: 'Urdu Spell Checker',
    category: 'Text',
    tagline: 'Find misspelt Urdu words and get ranked suggestions.',
    paragraphs: [
      'The spell checker marks every word it does not recognise as a correct Urdu spelling. For each misspelt word it offers a ranked list of suggestions, most likely first; in the browser you click a red word and choose the right spelling.',
      'It is built on a large Urdu word list and an edit-distance model tuned to the mistakes Urdu typists make, such as swapped letters with similar shapes.',
    ],
    features: ['Up to 3000 characters per request', 'Ranked suggestions per word'],
    apiReference: '/static_api_spell',
  },
  {
    path: '/keywordextraction',
    serviceIds: ['keyword_extraction'],
    title: 'Urdu Keyword Extraction',
    category: 'Text',
    tagline: 'Pull out the words that say what a text is about.',
    paragraphs: [
      'The keyword extraction service ranks the words and phrases of an Urdu text by how characteristic they are and returns as many as you ask for. Common function words are ignored.',
      'Keywords make good tags for articles, index terms for search, and quick previews of long documents.',
    ],
    features: ['Up to 3000 characters per request', 'You choose how many keywords'],
    apiReference: '/static_api_keywordextraction',
  },
  {
    path: '/stemmer',
    serviceIds: ['stemmer'],
    title: 'Urdu Stemmer',
    category: 'Text',
    tagline: 'Reduce Urdu words to their stems.',
    paragraphs: [
      'The stemmer strips prefixes and suffixes from Urdu words so that different forms of one word — plural, oblique, feminine — map to the same stem. It follows affix rules with an exception list for words whose endings only look like affixes.',
      'Stemming improves search recall and shrinks vocabularies for text classification and topic models.',
    ],
    features: ['Up to 3000 characters per request', 'Stems returned in input order'],
    apiReference: '/static_api_stemmer',
    extraLink: { href: '/docs/urdu-stemmer.pdf', label: 'How the Urdu stemmer works (PDF)' },
  },
  {
    path: '/roman',
    serviceIds: ['romanization'],
    title: 'Roman to Urdu Script',
    category: 'Text',
    tagline: 'Convert Urdu typed in Latin letters into Urdu script.',
    paragraphs: [
      'Many people type Urdu with Latin letters on phones and keyboards — “aap kaise hain”. This service transliterates such Roman Urdu into the Urdu script, word by word, handling the common spelling variations of informal typing.',
      'Use it to make chat and social media text searchable alongside Urdu-script text, or to let people type Urdu without an Urdu keyboard.',
    ],
    features: ['Up to 100 characters per request', 'Charged per request'],
    sample: { label: 'aap kaise hain →', text: 'آپ کیسے ہیں', lang: 'ur' },
    apiReference: '/static_api_roman',
  },
  {
    path: '/ocr',
    serviceIds: ['ocr'],
    title: 'Urdu Optical Character Recognition',
    category: 'Image',
    tagline: 'Read printed Urdu from scanned pages and images.',
    paragraphs: [
      'The OCR service reads printed Urdu in images and returns Unicode text. It is made for Nastalique print, the calligraphic style of most Urdu books and newspapers, with font sizes from 14 to 44.',
      'For best results scan in grayscale at 300 DPI (150 DPI also works) and send JPEG or BMP images. Choose Accurate for quality or Fast for speed. Digitising books, archives and forms are the typical uses.',
    ],
    features: ['JPEG or BMP, grayscale, 150 or 300 DPI', 'Accurate or Fast mode', 'Charged per image size'],
    apiReference: '/static_api_ocr',
  },
];

/** Whether any of a landing page's services can run on this server (unavailable: GET /backend/service_availability). */
export function serviceOffered(landing: ServiceLanding, unavailable: ReadonlyMap<string, unknown>): boolean {
  return landing.serviceIds.some((id) => !unavailable.has(id));
}
