import './recharts-under-preact';
import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { CHART_COLOURS } from './chart-colours';

export interface FactorBar {
  label: string;
  effect: number;
}

/** The approval likelihood's factors (ApprovalLikelihood.factors): green raised the score, red lowered it. */
export default function FactorsChart({ factors }: { factors: readonly FactorBar[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={[...factors]}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      >
        <CartesianGrid stroke={CHART_COLOURS.grid} horizontal={false} />
        <XAxis type="number" tick={{ fill: CHART_COLOURS.text, fontSize: 12 }} />
        <YAxis type="category" dataKey="label" width={150} tick={{ fill: CHART_COLOURS.text, fontSize: 12 }} />
        <ReferenceLine x={0} stroke={CHART_COLOURS.text} />
        <Bar dataKey="effect" isAnimationActive={false}>
          {factors.map((factor) => (
            <Cell key={factor.label} fill={factor.effect >= 0 ? CHART_COLOURS.positive : CHART_COLOURS.negative} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
