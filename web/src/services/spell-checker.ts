import type { WebService } from './types';

export const spellChecker: WebService = {
  id: 'spell_checker',
  tool: { kind: 'spell', input: 'urdu', options: [], inDropdownEverywhere: true },
  copy: {
    en: {
      menuLabel: 'Spell Checker',
      landing: {
        title: 'Urdu Spell Checker',
        tagline: 'Find misspelt Urdu words and get ranked suggestions.',
        paragraphs: [
          'The spell checker marks every word it does not recognise as a correct Urdu spelling. For each misspelt word it offers a ranked list of suggestions, most likely first; in the browser you click a red word and choose the right spelling.',
          'It is built on a large Urdu word list and an edit-distance model tuned to the mistakes Urdu typists make, such as swapped letters with similar shapes.',
        ],
        features: ['Ranked suggestions per word'],
      },
    },
    ur: {
      title: 'اردو اسپیل چیکر',
      menuLabel: 'اسپیل چیکر',
      landing: {
        title: 'اردو اسپیل چیکر',
        tagline: 'اردو کے غلط املا والے الفاظ ڈھونڈیں اور ترتیب وار تجاویز پائیں۔',
        paragraphs: [
          'اسپیل چیکر ہر اس لفظ کو نشان زد کرتا ہے جسے وہ درست اردو املا کے طور پر نہیں پہچانتا۔ ہر غلط لفظ کے لیے وہ تجاویز کی ترتیب وار فہرست دیتا ہے، سب سے زیادہ ممکنہ پہلے؛ براؤزر میں آپ سرخ لفظ پر کلک کر کے درست املا چن لیتے ہیں۔',
          'یہ اردو الفاظ کی ایک بڑی فہرست اور ایڈٹ ڈسٹنس کے ایک ماڈل پر بنا ہے جو اردو ٹائپ کرنے والوں کی عام غلطیوں کے مطابق ڈھالا گیا ہے، جیسے ملتی جلتی شکل کے حروف کا آپس میں بدل جانا۔',
        ],
        features: ['ہر لفظ کے لیے ترتیب وار تجاویز'],
      },
    },
  },
};
