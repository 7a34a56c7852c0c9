import type { DecisionText } from '@protea/shared/case-events';
import type { Language } from '@protea/shared/constants';
import type { MessageVar } from '@protea/shared/notification-messages';
import { translate } from '../../i18n/translate.js';

/** A listed reason (its key) or staff's own words; their own words win when both are there. */
export function decisionText(listKey: string | undefined, ownWords: string | undefined): DecisionText {
  if (ownWords) return listKey ? { key: listKey, text: ownWords } : { text: ownWords };
  return listKey ? { key: listKey } : {};
}

/** As a message value: translated in the customer's language when the message is sent. */
export const decisionVar = (decision: DecisionText): MessageVar => decision.text ?? { key: decision.key ?? '' };

/** As text for a reader, in their language. */
export function decisionToText(decision: DecisionText | null | undefined, language: Language): string | null {
  if (!decision) return null;
  if (decision.text) return decision.text;
  return decision.key ? translate(language, decision.key) : null;
}
