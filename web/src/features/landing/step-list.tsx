export function StepList({ title, steps }: { title: string; steps: string[] }) {
  return (
    <div>
      <h3 className="mb-3 font-semibold">{title}</h3>
      <ol className="grid gap-2">
        {steps.map((step, index) => (
          <li key={step} className="flex items-center gap-3 text-sm">
            <span
              aria-hidden="true"
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
            >
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="grid list-disc gap-1.5 pl-5 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
