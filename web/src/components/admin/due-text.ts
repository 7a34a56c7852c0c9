import { dueSpan } from '@protea/shared/due-span';
import type { TFunction } from 'i18next';

/** "Due in 3 h", "Overdue by 2 days" (issue 28) in the reader's language. */
export function dueText(t: TFunction, dueAt: string, now = Date.now()): string {
  const { key, count } = dueSpan(dueAt, now);
  return t(key, { count });
}
