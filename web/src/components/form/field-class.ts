/** Every text input, select and textarea: 44 px high, a visible border, red when invalid, grey when disabled. */
export const fieldClass =
  'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-red-700 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600';

/** For inputs shown but not editable (a verified cell phone); selects match :read-only, so it is not in fieldClass. */
export const readOnlyClass = 'bg-slate-100 text-slate-700';
