// Urdu keyword extraction (TF-IDF with corpus document frequencies, stems, early-position bonus).
export { extractKeywords } from './extract';
