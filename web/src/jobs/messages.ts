/** The words of a long call's progress panel (namespace `progress`). */
export const progressEn = {
  uploading: 'Uploading… {{percent}}%',
  uploadLabel: 'Upload',
  queued: 'Waiting for its turn…',
  running: 'Working…',
  lines: '{{done}} of {{total}} lines read',
  seconds: '{{done}} of {{total}} seconds of audio transcribed',
  sentences: '{{done}} of {{total}} sentences synthesised',
  pages: '{{done}} of {{total}} pages read',
  linesNoTotal: '{{done}} lines read',
  secondsNoTotal: '{{done}} seconds of audio transcribed',
  sentencesNoTotal: '{{done}} sentences synthesised',
  progressLabel: 'Progress',
  cancel: 'Cancel request',
  cancelling: 'Cancelling…',
  cancelled: 'Request cancelled before it started. You were not charged.',
  cannotCancel: 'A request can be cancelled only while it waits for its turn; once it runs, it finishes.',
};

// Every English key, in Urdu (a missing one fails the type check).
export const progressUr: Record<keyof typeof progressEn, string> = {
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
