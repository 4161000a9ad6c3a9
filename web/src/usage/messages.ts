/** The words of the usage chart and its table (namespace `usage`). */
export const usageEn = {
  title: 'Usage, last 30 days',
  adminTitle: 'All users, last 30 days',
  calls: 'Calls',
  spend: 'Spend (PKR)',
  revenue: 'Revenue (PKR)',
  failures: 'Failures',
  day: 'Day',
  service: 'Service',
  showTable: 'Show as table',
  showChart: 'Show as chart',
  chartSummary: '{{calls}} calls and PKR {{spend}} from {{from}} to {{to}} (Pakistan time).',
  empty: 'No calls in the last 30 days.',
  failed: 'The usage could not be loaded.',
  tableCaption: 'Calls, failures and spend per day and service',
};

// Every English key, in Urdu (a missing one fails the type check).
export const usageUr: Record<keyof typeof usageEn, string> = {
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
