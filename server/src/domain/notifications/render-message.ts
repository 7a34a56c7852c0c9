import type { Language } from '@protea/shared/constants';
import type { MessageVars } from '@protea/shared/notification-messages';
import { translate } from '../../i18n/translate.js';

/** The values of a message in one language; nested messages are translated in that language too. */
export function renderVars(language: Language, vars: MessageVars): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [
      name,
      typeof value === 'object' ? translate(language, value.key, renderVars(language, value.vars ?? {})) : value,
    ]),
  );
}

export function renderMessage(language: Language, key: string, vars: MessageVars): string {
  return translate(language, key, renderVars(language, vars));
}
