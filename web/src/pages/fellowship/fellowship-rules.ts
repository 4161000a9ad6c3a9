/**
 * Browser-level rules of the fellowship application form (portal spec sections 3, 5 and 9). They are
 * HTML `pattern` values: browsers compile them with the `v` flag and anchor them (^(?:…)$).
 */
export const fellowshipRules = {
  /** Name, institution, address, supervisor name, designation, supervisor institution. */
  textMax: 300,
  /** Letters, digits, dot, hyphen, space, slash, backslash, @ # $ % & and comma. */
  textPattern: '[\\p{L}\\p{M}0-9.\\- \\/\\\\@#$%&,]+',
  /** Exactly 11 digits, no spaces. */
  contactPattern: '[0-9]{11}',
  emailMax: 100,
  /** Lowercase letters, digits and ._%+- before @; a domain with a 2 to 3 letter ending. */
  emailPattern: '[a-z0-9._%+\\-]+@[a-z0-9.\\-]+\\.[a-z]{2,3}',
  motivationMax: 150,
  semesters: [1, 2, 3, 4, 5, 6, 7, 8],
  academicLevels: ["Bachelor's degree", "Master's degree", 'Doctorate or higher'],
} as const;

/** The services an applicant may choose (spec section 3). */
export const fellowshipServices = [
  'Urdu TTS',
  'Urdu STT',
  'Urdu POS',
  'Urdu Content Profanity',
  'Language Identification Service',
  'Urdu Text Summarization',
  'Urdu Domain Identification',
  'Urdu Spell Checking Service',
  'Roman to Urdu Script',
  'Urdu Keyword Extraction',
] as const;

/** How a browser applies a pattern attribute; used by the tests to prove the patterns mean what they say. */
export function matchesPattern(pattern: string, value: string): boolean {
  return new RegExp(`^(?:${pattern})$`, 'v').test(value);
}
