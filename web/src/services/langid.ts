import type { WebService } from './types';

export const langid: WebService = {
  id: 'langid',
  tool: { kind: 'text', input: 'urdu', options: [], inDropdownEverywhere: true },
  copy: {
    en: {
      menuLabel: 'Language Identification',
      landing: {
        title: 'Language Identification',
        tagline: 'How much of this text is Urdu?',
        paragraphs: [
          'The language identification service reports the share of a text that is written in Urdu, as a score from 0 to 1 with two decimals. Mixed posts — Urdu with English, or Urdu with Punjabi — get a score between the two ends.',
          'It helps route messages to the right team, clean crawled corpora before training models, and decide which other services to run on a text.',
        ],
        features: ['Score 0 to 1, two decimals'],
      },
    },
    ur: {
      title: 'زبان کی شناخت',
      menuLabel: 'زبان کی شناخت',
      landing: {
        title: 'زبان کی شناخت',
        tagline: 'اس متن کا کتنا حصہ اردو ہے؟',
        paragraphs: [
          'زبان کی شناخت کی سروس بتاتی ہے کہ متن کا کتنا حصہ اردو میں لکھا گیا ہے، 0 سے 1 تک کے اسکور کی صورت میں، دو اعشاریہ تک۔ ملی جلی تحریریں — اردو کے ساتھ انگریزی، یا اردو کے ساتھ پنجابی — دونوں سروں کے درمیان اسکور پاتی ہیں۔',
          'یہ پیغامات کو درست ٹیم تک پہنچانے، ماڈلز کی تربیت سے پہلے جمع کیے گئے کارپورا کو صاف کرنے، اور یہ طے کرنے میں مدد دیتی ہے کہ کسی متن پر اور کون سی سروسز چلائی جائیں۔',
        ],
        features: ['اسکور 0 سے 1، دو اعشاریہ تک'],
      },
    },
  },
};
