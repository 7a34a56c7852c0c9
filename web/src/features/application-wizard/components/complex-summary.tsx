import { Building2 } from 'lucide-react';
import type { Complex } from '../api/search-complexes';

/** A complex as the property step shows it: its name, and its street and suburb below. */
export function ComplexSummary({ complex }: { complex: Pick<Complex, 'name' | 'streetAddress' | 'suburb'> }) {
  return (
    <>
      <Building2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
      <span>
        <span className="block font-semibold">{complex.name}</span>
        <span className="block text-sm text-slate-600">
          {complex.streetAddress}, {complex.suburb}
        </span>
      </span>
    </>
  );
}
