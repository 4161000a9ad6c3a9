import type { progress as en } from '../en/progress';
import type { Translation } from '../translation';

export const progress: Translation<typeof en> = {
  uploading: 'اپ لوڈ ہو رہا ہے… {{percent}}٪',
  uploadLabel: 'اپ لوڈ',
  queued: 'اپنی باری کا انتظار ہے…',
  running: 'کام جاری ہے…',
  lines: '{{total}} میں سے {{done}} سطریں پڑھی گئیں',
  seconds: '{{total}} میں سے {{done}} سیکنڈ کی آواز تحریر ہوئی',
  sentences: '{{total}} میں سے {{done}} جملے بولے گئے',
  pages: '{{total}} میں سے {{done}} صفحات پڑھے گئے',
  linesNoTotal: '{{done}} سطریں پڑھی گئیں',
  secondsNoTotal: '{{done}} سیکنڈ کی آواز تحریر ہوئی',
  sentencesNoTotal: '{{done}} جملے بولے گئے',
  progressLabel: 'پیش رفت',
  cancel: 'درخواست منسوخ کریں',
  cancelling: 'منسوخ ہو رہی ہے…',
  cancelled: 'درخواست شروع ہونے سے پہلے منسوخ کر دی گئی۔ آپ سے کوئی رقم نہیں لی گئی۔',
  cannotCancel: 'درخواست صرف اپنی باری کے انتظار میں منسوخ ہو سکتی ہے؛ شروع ہونے کے بعد وہ مکمل ہوتی ہے۔',
};
