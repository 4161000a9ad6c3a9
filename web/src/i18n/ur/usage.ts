import type { usage as en } from '../en/usage';
import type { Translation } from '../translation';

export const usage: Translation<typeof en> = {
  title: 'استعمال، پچھلے 30 دن',
  adminTitle: 'تمام صارفین، پچھلے 30 دن',
  calls: 'درخواستیں',
  spend: 'خرچ (روپے)',
  revenue: 'آمدنی (روپے)',
  failures: 'ناکام',
  day: 'دن',
  service: 'سروس',
  showTable: 'جدول کی صورت میں دکھائیں',
  showChart: 'چارٹ کی صورت میں دکھائیں',
  chartSummary: '{{from}} سے {{to}} تک (پاکستانی وقت) {{calls}} درخواستیں اور {{spend}} روپے۔',
  empty: 'پچھلے 30 دن میں کوئی درخواست نہیں۔',
  failed: 'استعمال کی تفصیل نہیں مل سکی۔',
  tableCaption: 'ہر دن اور سروس کی درخواستیں، ناکامیاں اور خرچ',
};
