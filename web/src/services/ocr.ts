import type { WebService } from './types';

export const ocr: WebService = {
  id: 'ocr',
  tool: { kind: 'ocr' },
  copy: {
    en: {
      menuLabel: 'Urdu OCR',
      landing: {
        title: 'Urdu Optical Character Recognition',
        tagline: 'Read printed Urdu from scanned pages and images.',
        paragraphs: [
          'The OCR service reads printed Urdu in images and returns Unicode text. It is made for Nastalique print, the calligraphic style of most Urdu books and newspapers, with font sizes from {{fontsizeMin}} to {{fontsizeMax}}.',
          'For best results scan in grayscale at 300 DPI (150 DPI also works) and send JPEG or BMP images. Choose Accurate for quality or Fast for speed. Digitising books, archives and forms are the typical uses.',
        ],
        features: [
          'JPEG or BMP, grayscale, 150 or 300 DPI',
          'PDF and multi-page TIFF documents, read page by page, with a searchable PDF to download',
          'Accurate or Fast mode',
          'Charged per image size, documents per page',
        ],
      },
    },
    ur: {
      title: 'اردو OCR',
      menuLabel: 'اردو OCR',
      landing: {
        title: 'اردو OCR (تحریر شناسی)',
        tagline: 'اسکین شدہ صفحات اور تصاویر سے چھپی ہوئی اردو پڑھیں۔',
        paragraphs: [
          'OCR سروس تصاویر میں چھپی اردو پڑھ کر یونیکوڈ متن واپس کرتی ہے۔ یہ نستعلیق طباعت کے لیے بنی ہے، جو اکثر اردو کتابوں اور اخبارات کا خطاطانہ انداز ہے، اور {{fontsizeMin}} سے {{fontsizeMax}} تک کے فونٹ سائز پڑھتی ہے۔',
          'بہترین نتائج کے لیے گرے اسکیل میں 300 DPI پر اسکین کریں (150 DPI بھی چلتا ہے) اور JPEG یا BMP تصاویر بھیجیں۔ معیار کے لیے Accurate اور رفتار کے لیے Fast چنیں۔ کتابوں، آرکائیوز اور فارموں کو ڈیجیٹل بنانا اس کے عام استعمال ہیں۔',
        ],
        features: [
          'JPEG یا BMP، گرے اسکیل، 150 یا 300 DPI',
          'PDF اور کئی صفحات والی TIFF دستاویزات، صفحہ بہ صفحہ، ڈاؤن لوڈ کے لیے تلاش کے قابل PDF کے ساتھ',
          'Accurate یا Fast موڈ',
          'تصویر کے سائز کے حساب سے قیمت، دستاویزات کی فی صفحہ',
        ],
      },
    },
  },
};
