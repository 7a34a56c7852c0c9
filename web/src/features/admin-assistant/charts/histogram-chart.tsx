import './recharts-under-preact';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { CHART_COLOURS } from './chart-colours';

export interface HistogramBar {
  label: string;
  count: number;
}

/** Waiting times (WaitingTimesAnalysis.histogram): how many requests waited how long. */
export default function HistogramChart({ bars }: { bars: readonly HistogramBar[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...bars]} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid stroke={CHART_COLOURS.grid} vertical={false} />
        <XAxis dataKey="label" tick={{ fill: CHART_COLOURS.text, fontSize: 12 }} interval={0} />
        <YAxis allowDecimals={false} tick={{ fill: CHART_COLOURS.text, fontSize: 12 }} width={36} />
        <Bar dataKey="count" fill={CHART_COLOURS.primary} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
