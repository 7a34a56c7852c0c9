import type { Language } from '@protea/shared/constants';
import type { CaseRef } from '@protea/shared/schemas/assistant';
import type { Database } from '../../db/client.js';
import { translate } from '../../i18n/translate.js';

/** What every analysis works with: the database, the reader's language, the time it runs, the settings. */
export interface AssistantContext {
  db: Database;
  language: Language;
  now: Date;
  settings: AssistantSettings;
}

export interface AssistantSettings {
  /** No activity for more business days than this is a stall. */
  stallBusinessDays: number;
}

/** The assistant's texts (`assistant.*` in the locales) in the reader's language. */
export const textOf =
  (context: Pick<AssistantContext, 'language'>) =>
  (key: string, vars?: Record<string, string | number>): string =>
    translate(context.language, `assistant.${key}`, vars);

/** A case as answers name it, from the columns every query selects. */
export const caseRefOf = (row: { reference: string; kind: string; display_name: string; status: string }): CaseRef => ({
  reference: row.reference,
  kind: row.kind as CaseRef['kind'],
  name: row.display_name,
  status: row.status,
});
