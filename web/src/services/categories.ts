import type { ServiceCategory } from '@zuban/contract/services/index';
import type { Lang } from './types';

/** The words of a kind of service: its SERVICES menu group and its dashboard tile. */
export interface CategoryCopy {
  menuTitle: string;
  tileText: string;
}

export const categoryOrder: readonly ServiceCategory[] = ['speech', 'text', 'image'];

export const categoryIcons: Record<ServiceCategory, string> = { speech: '🔊', text: 'ع', image: '🖼' };

export const categoryCopy: Record<Lang, Record<ServiceCategory, CategoryCopy>> = {
  en: {
    speech: {
      menuTitle: 'Speech Processing',
      tileText: 'Urdu and Punjabi text to speech, Urdu speech to text',
    },
    text: {
      menuTitle: 'Text Processing',
      tileText: 'Tagging, spelling, stemming, keywords, summaries and more',
    },
    image: { menuTitle: 'Image Processing', tileText: 'Urdu OCR for printed Nastalique' },
  },
  ur: {
    speech: {
      menuTitle: 'اسپیچ پراسیسنگ',
      tileText: 'اردو اور پنجابی ٹیکسٹ ٹو اسپیچ، اردو اسپیچ ٹو ٹیکسٹ',
    },
    text: {
      menuTitle: 'ٹیکسٹ پراسیسنگ',
      tileText: 'ٹیگنگ، املا، اسٹیمنگ، کلیدی الفاظ، خلاصے اور بہت کچھ',
    },
    image: { menuTitle: 'امیج پراسیسنگ', tileText: 'چھپی ہوئی نستعلیق کے لیے اردو OCR' },
  },
};

/** Words every service's pages share; `{{limit}}` is the declaration's character limit. */
export const sharedCopy: Record<Lang, { limitFeature: string }> = {
  en: { limitFeature: 'Up to {{limit}} characters per request' },
  ur: { limitFeature: 'ہر درخواست میں زیادہ سے زیادہ {{limit}} حروف' },
};
