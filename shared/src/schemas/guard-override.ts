import { text } from './text.js';

/** An administrator's written reason to decide despite what stands against the decision (guards.ts), for every kind. */
export const overrideReason = text('validation.overrideReasonRequired')
  .trim()
  .min(1, 'validation.overrideReasonRequired')
  .max(1000, 'validation.tooLong');
