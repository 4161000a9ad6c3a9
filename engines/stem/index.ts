// Urdu stemmer (affix-exception lists in ./data). See README.md.
export { type StemOptions, stemWord } from './stem';
export { stemText } from './stem-text';
