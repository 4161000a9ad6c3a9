/**
 * The spec's price table (portal spec section 9), shown until the server's service catalogue is
 * readable (PricingTable prefers the catalogue). Prices in PKR; they may change without notice.
 */
export interface PriceLine {
  service: string;
  price: string;
}

export const specPriceRows: readonly PriceLine[] = [
  {
    service: 'Urdu and Punjabi text-to-speech',
    price: '0.01 per character above 100 characters; else 1.00 per transaction',
  },
  {
    service: 'Parts-of-speech, keyword extraction, stemmer',
    price: '0.05 per 100 words above 500 words; else 0.25 per transaction',
  },
  {
    service: 'Profanity estimation, language identification, spell checking',
    price: '0.01 per 100 characters above 500; else 0.05 per transaction',
  },
  {
    service: 'Text summarization, domain identification',
    price: '0.001 per character above 1000; else 1.0 per transaction',
  },
  { service: 'Roman to Urdu script', price: '1.0 per request' },
  {
    service: 'Urdu speech to text',
    price: '0.75 per 15 seconds, each request rounded up to the next 15 seconds',
  },
  { service: 'Urdu OCR', price: '0.5 for an image up to 2MB; 0.25 per 1MB for larger images' },
];
