import { asciiDigits } from '../frontend/digits';

// Urdu digits in Punjabi text become ASCII, which the pa voice reads as Punjabi numbers.
export const prepareUrduDigits = (text: string) => asciiDigits(text);
