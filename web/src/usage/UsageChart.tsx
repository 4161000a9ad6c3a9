import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type UsageLanguage, usageFormat } from './usage-format';
import type { UsageDay, UsageSeries } from './usage-series';

export type UsageMetric = 'calls' | 'spend' | 'failures';

// Distinct on white and for the common colour-vision deficiencies (Okabe–Ito, then greys).
const PALETTE = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#F0E442',
  '#000000',
  '#777777',
  '#BBBBBB',
];

export interface UsageChartProps {
  series: UsageSeries;
  metric: UsageMetric;
  title: string;
  language: UsageLanguage;
  serviceName: (serviceId: string) => string;
}

/**
 * One metric per day, stacked by service (recharts; this module is loaded lazily, so the library
 * stays out of the first page's bundle). In Urdu the time axis runs right to left with the page.
 * Hidden from screen readers: UsagePanel's table says the same.
 */
export default function UsageChart({ series, metric, title, language, serviceName }: UsageChartProps) {
  const rtl = language === 'ur';
  const format = usageFormat(language);
  const dayLabel = format.shortDay;
  const value = (n: number) => (metric === 'spend' ? format.pkr(n) : format.count(n));
  return (
    <figure className="usage-chart" aria-hidden="true">
      <figcaption className="small muted">{title}</figcaption>
      <ResponsiveContainer width="100%" height={220}>
        {/* Hidden from assistive technology (the table beside it carries the figures), so recharts'
            keyboard layer, which makes the chart focusable, is off. */}
        <BarChart
          accessibilityLayer={false}
          data={series.days}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={dayLabel} reversed={rtl} minTickGap={16} />
          <YAxis
            tickFormatter={value}
            orientation={rtl ? 'right' : 'left'}
            width={56}
            allowDecimals={metric === 'spend'}
          />
          <Tooltip labelFormatter={(day) => dayLabel(String(day))} formatter={(n) => value(Number(n))} />
          <Legend />
          {series.services.map((service, i) => (
            <Bar
              key={service}
              name={serviceName(service)}
              dataKey={(d: UsageDay) => d[metric][service] ?? 0}
              stackId={metric}
              fill={PALETTE[i % PALETTE.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
