/** How much of a file has been sent: the label with the percentage, and a bar. */
export function UploadProgress({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="grid gap-1.5">
      <p className="flex justify-between gap-2 text-sm text-slate-700">
        <span className="truncate">{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
