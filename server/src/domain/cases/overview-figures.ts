import { APPLICATION_KINDS, type CaseKind, isBusinessKind, TERMINATION_KINDS } from '@protea/shared/case-kinds';
import { completionRate } from '@protea/shared/overview-figures';
import type { ApplicationStats } from '@protea/shared/schemas/admin-applications';
import type { TerminationStats } from '@protea/shared/schemas/admin-terminations';
import { APPLICATION_STATUSES } from '@protea/shared/workflow/application-workflow';
import { TERMINATION_STATUSES } from '@protea/shared/workflow/termination-workflow';
import type { Database } from '../../db/client.js';
import { countsByKindAndStatus } from '../../db/repositories/case-figures-repository.js';
import { casesChanged } from '../../db/repositories/count-cache.js';

/** The figures of one list (its kinds), whatever the kind: docs/overview-figures.md. */
export interface ListFigures {
  total: number;
  byStatus: Record<string, number>;
  residential: number;
  business: number;
  verified: number;
  today: number;
  thisWeek: number;
  thisMonth: number;
  thisYear: number;
  completionRate: number;
}

/**
 * Sums the counts per kind and status over the list's kinds; the one computation behind both statistics calls and the
 * assistant's count questions. `statuses` keeps the requests in those statuses only ("approved this month": created
 * this month and approved now).
 */
export async function listFigures(
  db: Database,
  kinds: readonly CaseKind[],
  statuses?: readonly string[],
): Promise<ListFigures> {
  const figures: ListFigures = {
    total: 0,
    byStatus: {},
    residential: 0,
    business: 0,
    verified: 0,
    today: 0,
    thisWeek: 0,
    thisMonth: 0,
    thisYear: 0,
    completionRate: 0,
  };
  for (const row of await countsByKindAndStatus(db)) {
    if (!kinds.includes(row.kind) || (statuses && !statuses.includes(row.status))) continue;
    const count = Number(row.count);
    figures.total += count;
    figures.byStatus[row.status] = (figures.byStatus[row.status] ?? 0) + count;
    figures[isBusinessKind(row.kind) ? 'business' : 'residential'] += count;
    figures.verified += Number(row.verified);
    figures.today += Number(row.today);
    figures.thisWeek += Number(row.thisWeek);
    figures.thisMonth += Number(row.thisMonth);
    figures.thisYear += Number(row.thisYear);
  }
  figures.completionRate = completionRate({ completed: figures.byStatus.completed ?? 0, total: figures.total });
  return figures;
}

/** `needsinfo` is `needsInfo…` in the statistics' field names, the other statuses as they are. */
const statusField = <S extends string>(status: S) => (status === 'needsinfo' ? 'needsInfo' : status) as StatusField<S>;
type StatusField<S extends string> = S extends 'needsinfo' ? 'needsInfo' : S;
type Noun = 'Applications' | 'Terminations';
/** The statistics' fields of a list whose statuses are S: `totalApplications`, `needsInfoApplications`, ... */
type StatsOf<N extends Noun, S extends string> = Record<
  | `total${N}`
  | `${StatusField<S>}${N}`
  | `${Lowercase<N>}${'Today' | 'ThisWeek' | 'ThisMonth'}`
  | `${'residential' | 'business'}${N}`,
  number
> & { completionRate: number };

/**
 * A list's figures under the statistics' names (`pendingApplications`, `terminationsToday`): the spec's two calls
 * name their fields alike, the noun apart. Every status of the kind's workflow gets its count, 0 when none.
 */
function statsOf<N extends Noun, S extends string>(
  figures: ListFigures,
  noun: N,
  statuses: readonly S[],
): StatsOf<N, S> {
  const plural = noun.toLowerCase() as Lowercase<N>;
  const stats = {
    [`total${noun}`]: figures.total,
    ...Object.fromEntries(statuses.map((status) => [`${statusField(status)}${noun}`, figures.byStatus[status] ?? 0])),
    [`${plural}Today`]: figures.today,
    [`${plural}ThisWeek`]: figures.thisWeek,
    [`${plural}ThisMonth`]: figures.thisMonth,
    [`residential${noun}`]: figures.residential,
    [`business${noun}`]: figures.business,
    completionRate: figures.completionRate,
  };
  // The keys are built from the same parts as the type says; TypeScript cannot follow computed keys.
  return stats as unknown as StatsOf<N, S>;
}

/** `GET /admin/stats`: every application, residential and business. */
export async function applicationStats(db: Database): Promise<ApplicationStats> {
  const figures = await listFigures(db, APPLICATION_KINDS);
  return { ...statsOf(figures, 'Applications', APPLICATION_STATUSES), verifiedApplications: figures.verified };
}

/** `GET /admin/termination-stats`: every termination, residential and business. */
export async function terminationStats(db: Database): Promise<TerminationStats> {
  return statsOf(await listFigures(db, TERMINATION_KINDS), 'Terminations', TERMINATION_STATUSES);
}

/** A change has committed: the figures this process keeps (db/repositories/count-cache.ts) count again when next read. */
export const recountFigures = (): void => casesChanged();
