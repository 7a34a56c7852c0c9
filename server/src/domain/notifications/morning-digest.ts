import { adminCaseAreaOf, adminCasePage } from '@protea/shared/admin-case-pages';
import type { Language } from '@protea/shared/constants';
import { dueSpan } from '@protea/shared/due-span';
import { saDateOf, saWallClock } from '@protea/shared/sa-time';
import type { Config } from '../../config/env.js';
import { resumeUrlOf } from '../../config/resume-url.js';
import type { Database } from '../../db/client.js';
import { existingDedupeKeys, insertNotificationOnce } from '../../db/repositories/notification-repository.js';
import { listOverdueCases } from '../../db/repositories/overdue-case-repository.js';
import { findStaffNames, listAdministratorsWithEmail } from '../../db/repositories/staff-repository.js';
import { asLanguage, translate } from '../../i18n/translate.js';
import { isBusinessDay } from '../calendar/business-hours.js';
import { schedulePasses } from '../housekeeping.js';

/** At most this many cases in one digest; the rest are counted ("and 12 more"). */
export const DIGEST_CASE_LIMIT = 50;

export type DigestConfig = Pick<Config, 'DIGEST_ENABLED' | 'DIGEST_HOUR' | 'PUBLIC_URL' | 'PORT' | 'BASE_PATH'>;

/** The day whose digest is due at `now` (`YYYY-MM-DD`), or null: not a business day, or before the digest's hour. */
export function digestDayOf(config: DigestConfig, now: Date): string | null {
  if (!config.DIGEST_ENABLED || !isBusinessDay(now) || saWallClock(now).getUTCHours() < config.DIGEST_HOUR) return null;
  return saDateOf(now);
}

const dedupeKeyOf = (day: string, adminId: string) => `digest:${day}:${adminId}`;

type OverdueCase = Awaited<ReturnType<typeof listOverdueCases>>['rows'][number];

/** The case's own page in the back office: its review dialog over its list. */
const caseLinkOf = (config: DigestConfig, row: OverdueCase): string =>
  resumeUrlOf(config)(adminCasePage(adminCaseAreaOf(row.kind), row.reference).slice(1));

/**
 * The digest's list in one language: the overdue cases by status, then by holder ("Unassigned" last), each with its
 * reference, name, how long overdue and a link. References and names are data; headings and labels are translated.
 */
export function digestLines(
  config: DigestConfig,
  language: Language,
  overdue: { rows: OverdueCase[]; total: number },
  holders: Map<string, string>,
  now: Date,
): string {
  const t = (key: string, vars?: Record<string, string | number>) => translate(language, key, vars);
  if (overdue.total === 0) return t('messages.digestNone');
  const unassigned = t('admin.lists.unassigned');
  const holderOf = (row: OverdueCase) => (row.assigneeId ? (holders.get(row.assigneeId) ?? '') : null);
  const lines: string[] = [];
  const statuses = [...new Set(overdue.rows.map((row) => row.status))];
  for (const status of statuses) {
    lines.push(`${t(`admin.status.${status}`)}`);
    const ofStatus = overdue.rows.filter((row) => row.status === status);
    const names = [...new Set(ofStatus.map(holderOf))].sort((a, b) =>
      a === null ? 1 : b === null ? -1 : a.localeCompare(b),
    );
    for (const name of names) {
      lines.push(`  ${name === null ? unassigned : t('messages.digestHolder', { name })}`);
      for (const row of ofStatus.filter((r) => holderOf(r) === name)) {
        const { key, count } = dueSpan(row.dueAt!, now.getTime());
        lines.push(`  - ${row.reference} · ${row.displayName} · ${t(key, { count })}`);
        lines.push(`    ${caseLinkOf(config, row)}`);
      }
    }
    lines.push('');
  }
  const more = overdue.total - overdue.rows.length;
  if (more > 0) lines.push(t('messages.digestMore', { count: more }));
  return lines.join('\n').trimEnd();
}

/**
 * Queues the day's digest for every active administrator with an email address, once `now` is past the digest's hour
 * on a business day. Any number of processes may call it at once: each message has a dedupe key of the day and the
 * administrator, inserted with ON CONFLICT DO NOTHING, so one row per administrator and day; the outbox sends it
 * once. Returns how many this call queued.
 */
export async function queueMorningDigest(db: Database, config: DigestConfig, now: Date): Promise<number> {
  const day = digestDayOf(config, now);
  if (!day) return 0;
  const administrators = await listAdministratorsWithEmail(db);
  const queued = await existingDedupeKeys(
    db,
    administrators.map((admin) => dedupeKeyOf(day, admin.id)),
  );
  const due = administrators.filter((admin) => !queued.has(dedupeKeyOf(day, admin.id)));
  if (due.length === 0) return 0;
  const overdue = await listOverdueCases(db, now, DIGEST_CASE_LIMIT);
  const holderIds = [...new Set(overdue.rows.flatMap((row) => (row.assigneeId ? [row.assigneeId] : [])))];
  const holders = new Map(
    (holderIds.length === 0 ? [] : await findStaffNames(db, holderIds)).map((s) => [s.id, s.displayName]),
  );
  // Each administrator reads it in the language they last signed in with; the list is written once per language.
  const lists = new Map<Language, string>();
  const listIn = (language: Language) =>
    lists.get(language) ?? lists.set(language, digestLines(config, language, overdue, holders, now)).get(language)!;
  const link = resumeUrlOf(config)('admin?tab=applications&apps.view=overdue');
  let count = 0;
  for (const admin of due) {
    const language = asLanguage(admin.language);
    const list = listIn(language);
    const inserted = await insertNotificationOnce(db, {
      channel: 'email',
      recipient: admin.email,
      purpose: 'morning-digest',
      language,
      subjectKey: 'messages.digestEmailSubject',
      bodyKey: 'messages.digestEmailBody',
      vars: { name: admin.displayName, day, count: overdue.total, list, link },
      dedupeKey: dedupeKeyOf(day, admin.id),
    });
    if (inserted) count++;
  }
  return count;
}

/** How often each process checks whether the day's digest is queued. */
const CHECK_EVERY_MS = 60 * 1000;

export interface MorningDigestDeps {
  db: Database;
  config: DigestConfig;
  notifier: { nudge(): void };
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  /** The time source (tests fix it). */
  now?: () => Date;
}

/** One check: queues the day's digest when it is due and not queued yet, then nudges the outbox. */
export async function checkMorningDigest(deps: MorningDigestDeps): Promise<number> {
  const queued = await queueMorningDigest(deps.db, deps.config, (deps.now ?? (() => new Date()))());
  if (queued > 0) {
    deps.log.info({ queued }, 'morning digest queued');
    deps.notifier.nudge();
  }
  return queued;
}

/** Checks every minute, in every process (the dedupe key keeps it to one message a day each); returns the stop. */
export function startMorningDigest(deps: MorningDigestDeps): () => Promise<void> {
  if (!deps.config.DIGEST_ENABLED) return async () => undefined;
  const check = () => checkMorningDigest(deps).then(() => undefined);
  return schedulePasses(check, check, { firstAfterMs: CHECK_EVERY_MS, everyMs: CHECK_EVERY_MS }, (err) =>
    deps.log.warn({ err }, 'morning digest failed'),
  );
}
