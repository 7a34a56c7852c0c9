import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '../../components/ui/card';

export interface PipelineStep {
  key: string;
  label: string;
  count: number;
  href: string;
}

/** Counts by status; each opens the list filtered by that status. */
export function PipelineCard({ title, steps }: { title: string; steps: PipelineStep[] }) {
  return (
    <Card>
      <h3 className="text-base font-semibold text-brand-900">{title}</h3>
      <ul className="mt-3 grid gap-1">
        {steps.map((step) => (
          <li key={step.key}>
            <Link
              href={step.href}
              className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 text-sm text-slate-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span>{step.label}</span>
              <span className="flex items-center gap-1 font-semibold">
                {step.count}
                <ChevronRight aria-hidden="true" className="h-4 w-4 text-slate-500" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
