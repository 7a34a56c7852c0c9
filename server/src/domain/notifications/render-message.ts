import type { Language } from '@protea/shared/constants';
import { type MessageVars, withoutSmsSender } from '@protea/shared/notification-messages';
import { translate } from '../../i18n/translate.js';

/**
 * The values of a message in one language; nested messages are translated in that language too. A nested message is
 * told inside another (an SMS text inside an email), so it never carries the SMS sender's name.
 */
export function renderVars(language: Language, vars: MessageVars): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [
      name,
      typeof value === 'object'
        ? withoutSmsSender(translate(language, value.key, renderVars(language, value.vars ?? {})), language)
        : value,
    ]),
  );
}

export function renderMessage(language: Language, key: string, vars: MessageVars): string {
  return translate(language, key, renderVars(language, vars));
}
