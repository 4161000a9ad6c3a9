// Everyday Punjabi sentences written in both scripts for this project, used to compare the
// two ways of speaking Shahmukhi (see choose-punjabi-voice in bench/ and docs/quality/tts.md).
export const PARALLEL_SENTENCES: ReadonlyArray<{ shahmukhi: string; gurmukhi: string }> = [
  { shahmukhi: 'پنجابی میری ماں بولی اے', gurmukhi: 'ਪੰਜਾਬੀ ਮੇਰੀ ਮਾਂ ਬੋਲੀ ਏ' },
  { shahmukhi: 'تسیں کیویں ہو', gurmukhi: 'ਤੁਸੀਂ ਕਿਵੇਂ ਹੋ' },
  { shahmukhi: 'میں لاہور وچ رہندا ہاں', gurmukhi: 'ਮੈਂ ਲਾਹੌਰ ਵਿੱਚ ਰਹਿੰਦਾ ਹਾਂ' },
  { shahmukhi: 'اج موسم بہت چنگا اے', gurmukhi: 'ਅੱਜ ਮੌਸਮ ਬਹੁਤ ਚੰਗਾ ਏ' },
  { shahmukhi: 'ساڈا پنڈ دریا دے کنارے اے', gurmukhi: 'ਸਾਡਾ ਪਿੰਡ ਦਰਿਆ ਦੇ ਕਿਨਾਰੇ ਏ' },
  { shahmukhi: 'اوہ کتاب پڑھ رہی سی', gurmukhi: 'ਉਹ ਕਿਤਾਬ ਪੜ੍ਹ ਰਹੀ ਸੀ' },
  { shahmukhi: 'بچے سکول جا رہے نے', gurmukhi: 'ਬੱਚੇ ਸਕੂਲ ਜਾ ਰਹੇ ਨੇ' },
  { shahmukhi: 'مینوں پانی دیو', gurmukhi: 'ਮੈਨੂੰ ਪਾਣੀ ਦਿਓ' },
  { shahmukhi: 'کسان کھیت وچ کم کردا اے', gurmukhi: 'ਕਿਸਾਨ ਖੇਤ ਵਿੱਚ ਕੰਮ ਕਰਦਾ ਏ' },
  { shahmukhi: 'روٹی کھا کے جاؤ', gurmukhi: 'ਰੋਟੀ ਖਾ ਕੇ ਜਾਓ' },
  { shahmukhi: 'میرا ناں علی اے', gurmukhi: 'ਮੇਰਾ ਨਾਂ ਅਲੀ ਏ' },
  { shahmukhi: 'اوہناں نے گھر بنایا', gurmukhi: 'ਉਹਨਾਂ ਨੇ ਘਰ ਬਣਾਇਆ' },
  { shahmukhi: 'ویلا بہت قیمتی اے', gurmukhi: 'ਵੇਲਾ ਬਹੁਤ ਕੀਮਤੀ ਏ' },
  { shahmukhi: 'شہر وچ بہت رش سی', gurmukhi: 'ਸ਼ਹਿਰ ਵਿੱਚ ਬਹੁਤ ਰਸ਼ ਸੀ' },
  { shahmukhi: 'ماں نے پتر نوں پیار کیتا', gurmukhi: 'ਮਾਂ ਨੇ ਪੁੱਤਰ ਨੂੰ ਪਿਆਰ ਕੀਤਾ' },
  { shahmukhi: 'اسیں کل ملاں گے', gurmukhi: 'ਅਸੀਂ ਕੱਲ੍ਹ ਮਿਲਾਂਗੇ' },
  { shahmukhi: 'دکان اتے دودھ نہیں سی', gurmukhi: 'ਦੁਕਾਨ ਉੱਤੇ ਦੁੱਧ ਨਹੀਂ ਸੀ' },
  { shahmukhi: 'استاد نے سبق پڑھایا', gurmukhi: 'ਉਸਤਾਦ ਨੇ ਸਬਕ ਪੜ੍ਹਾਇਆ' },
  { shahmukhi: 'گڈی ویلے سر آ گئی', gurmukhi: 'ਗੱਡੀ ਵੇਲੇ ਸਿਰ ਆ ਗਈ' },
  { shahmukhi: 'سانوں اپنی بولی تے مان اے', gurmukhi: 'ਸਾਨੂੰ ਆਪਣੀ ਬੋਲੀ ਤੇ ਮਾਣ ਏ' },
];
