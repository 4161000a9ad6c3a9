// The usage chart and its table (usage/UsagePanel.tsx).
export const usage = {
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
