import { lazy } from 'react';

// The chart library is fetched only when a result with a chart is shown, never with the other pages.
export const HistogramChart = lazy(() => import('./histogram-chart'));
export const FunnelChart = lazy(() => import('./funnel-chart'));
export const FactorsChart = lazy(() => import('./factors-chart'));
