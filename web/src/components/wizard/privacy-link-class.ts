/** The privacy notice's links: a link's look, a touch target's height. */
export const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 underline underline-offset-2';
