import './recharts-under-preact';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { CHART_COLOURS } from './chart-colours';

export interface FunnelBar {
  label: string;
  reached: number;
  stoppedHere: number;
}

/** The wizard funnel (BottlenecksAnalysis.funnel): how many reached each step and how many stopped there. */
export default function FunnelChart({
  steps,
  names,
}: {
  steps: readonly FunnelBar[];
  /** The bars' names in the caller's language, for the legend. */
  names: { reached: string; stoppedHere: string };
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={[...steps]}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      >
        <CartesianGrid stroke={CHART_COLOURS.grid} horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={{ fill: CHART_COLOURS.text, fontSize: 12 }} />
        <YAxis type="category" dataKey="label" width={96} tick={{ fill: CHART_COLOURS.text, fontSize: 12 }} />
        <Legend />
        <Bar dataKey="reached" name={names.reached} fill={CHART_COLOURS.primary} isAnimationActive={false} />
        <Bar dataKey="stoppedHere" name={names.stoppedHere} fill={CHART_COLOURS.secondary} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
