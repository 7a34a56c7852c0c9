import { LoaderCircle } from 'lucide-react';

export function LoadingView({ text }: { text: string }) {
  return (
    <div role="status" className="flex min-h-48 flex-col items-center justify-center gap-3 text-slate-700">
      <LoaderCircle aria-hidden="true" className="h-8 w-8 animate-spin text-brand-700" />
      <p>{text}</p>
    </div>
  );
}
