import type { TerminationListQuery } from '../../shared/src/schemas/admin-terminations.js';
import { type AdminListBench, LIST_PAGE, listCases } from './admin-list-cases.js';

export const ADMIN_TERMINATIONS: AdminListBench<TerminationListQuery> = {
  noun: 'terminations',
  cases: listCases(
    { label: "search '0012' (account number)", query: { ...LIST_PAGE, search: '0012' }, noSeqScan: 'page' },
    [
      {
        label: 'first page by disconnection date',
        query: { ...LIST_PAGE, sort: 'disconnectionDate', order: 'desc' },
        noSeqScan: 'page',
      },
      { label: 'business only', query: { ...LIST_PAGE, type: 'business' }, noSeqScan: 'page' },
    ],
    'terminationStats',
  ),
  repository: async () => {
    const repository = await import('../../server/src/db/repositories/admin-termination-repository.js');
    const { terminationStats } = await import('../../server/src/domain/cases/overview-figures.js');
    return {
      list: repository.listTerminationsPage,
      stats: terminationStats,
      counted: async (db) => (await terminationStats(db)).totalTerminations,
    };
  },
  notes: [
    'Terminations: the same names and spread, 10% business (listed under the business name), references TM-2026-, ' +
      'account numbers of 8 digits from 2 million, the register check filled in once submitted.',
    'In-process calls of listTerminationsPage (page and counts per status; the search joins terminations for the ' +
      'account, ID and CIPC numbers) and terminationStats; no HTTP.',
  ],
};
