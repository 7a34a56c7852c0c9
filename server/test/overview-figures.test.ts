import { percentOf } from '@protea/shared/overview-figures';
import { APPLICATION_STATUSES } from '@protea/shared/workflow/application-workflow';
import { TERMINATION_STATUSES } from '@protea/shared/workflow/termination-workflow';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminApi, insertApplication, loginAdmin } from './support/admin.js';
import { insertTermination } from './support/terminating-customer.js';
import { DATABASES, type JsonBody, startTestServer, type TestServer } from './support/test-server.js';

/** The statistics' field of a status: `needsInfoApplications`, `completedTerminations`. */
const field = (status: string, noun: string) => `${status === 'needsinfo' ? 'needsInfo' : status}${noun}`;

// docs/overview-figures.md: the pipeline, the status bars, the statistics and the list tabs show one number per
// status, and an archived request is never completed, whatever it was before archiving.
describe.each(DATABASES)('the overview figures agree on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = adminApi(server, await loginAdmin(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  const archive = async (path: string) => expect((await api.send('POST', `${path}/archive`)).status).toBe(200);

  /** The statistics, the list's tab counts and its total without a filter, and each tab's own total. */
  async function figures(list: 'applications' | 'terminations', statuses: readonly string[]) {
    const stats = await api.json(list === 'applications' ? '/admin/stats' : '/admin/termination-stats');
    const all = await api.json(`/admin/${list}`);
    const tabTotals: Record<string, number> = {};
    for (const status of statuses) tabTotals[status] = (await api.json(`/admin/${list}?status=${status}`)).total;
    return { stats, counts: all.counts as Record<string, number>, total: all.total as number, tabTotals };
  }

  function expectAgreement(
    { stats, counts, total, tabTotals }: Awaited<ReturnType<typeof figures>>,
    noun: string,
    statuses: readonly string[],
  ) {
    for (const status of statuses) {
      // The pipeline, the bars and the quick actions read the statistics' field; the tab shows `counts`.
      expect(stats[field(status, noun)], status).toBe(counts[status]);
      expect(tabTotals[status], status).toBe(counts[status]);
    }
    expect(stats[`total${noun}`]).toBe(total);
    expect(statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0)).toBe(total);
    expect(stats.completionRate).toBe(percentOf(stats[`completed${noun}`], stats[`total${noun}`]));
  }

  test('applications: one number per status, and archived ones are never completed', async () => {
    const before = await figures('applications', APPLICATION_STATUSES);
    expectAgreement(before, 'Applications', APPLICATION_STATUSES);
    for (const status of APPLICATION_STATUSES) await insertApplication(server, { status });
    const fromCompleted = await insertApplication(server, { status: 'completed' });
    const fromRejected = await insertApplication(server, { status: 'rejected', isBusiness: true });
    await archive(`/admin/applications/${fromCompleted.reference}`);
    await archive(`/admin/applications/${fromRejected.reference}`);

    const after = await figures('applications', APPLICATION_STATUSES);
    expectAgreement(after, 'Applications', APPLICATION_STATUSES);
    const added = (status: string) => after.counts[status]! - (before.counts[status] ?? 0);
    expect(Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, added(status)]))).toEqual({
      incomplete: 1,
      pending: 1,
      needsinfo: 1,
      approved: 1,
      rejected: 1,
      completed: 1,
      archived: 3,
    });
    expect(after.stats.totalApplications - before.stats.totalApplications).toBe(9);
    expect(after.stats.businessApplications - before.stats.businessApplications).toBe(1);
  });

  test('terminations: one number per status, and archived ones are never completed', async () => {
    const before = await figures('terminations', TERMINATION_STATUSES);
    expectAgreement(before, 'Terminations', TERMINATION_STATUSES);
    for (const status of TERMINATION_STATUSES) await insertTermination(server, { status });
    const fromCompleted = await insertTermination(server, { status: 'completed' });
    const fromRejected = await insertTermination(server, { status: 'rejected' });
    const fromCancelled = await insertTermination(server, { status: 'cancelled', isBusiness: true });
    for (const t of [fromCompleted, fromRejected, fromCancelled]) await archive(`/admin/terminations/${t.id}`);

    const after = await figures('terminations', TERMINATION_STATUSES);
    expectAgreement(after, 'Terminations', TERMINATION_STATUSES);
    const added = (status: string) => after.counts[status]! - (before.counts[status] ?? 0);
    expect(Object.fromEntries(TERMINATION_STATUSES.map((status) => [status, added(status)]))).toEqual({
      incomplete: 1,
      pending: 1,
      needsinfo: 1,
      approved: 1,
      rejected: 1,
      completed: 1,
      cancelled: 1,
      archived: 4,
    });
    expect(after.stats.totalTerminations - before.stats.totalTerminations).toBe(11);
    expect(after.stats.businessTerminations - before.stats.businessTerminations).toBe(1);
  });

  test('the completion rate is one definition for both kinds: completed over total, archived left out', async () => {
    const applications: JsonBody = await api.json('/admin/stats');
    const terminations: JsonBody = await api.json('/admin/termination-stats');
    expect(applications.archivedApplications).toBeGreaterThan(0);
    expect(terminations.archivedTerminations).toBeGreaterThan(0);
    expect(applications.completionRate).toBe(
      percentOf(applications.completedApplications, applications.totalApplications),
    );
    expect(terminations.completionRate).toBe(
      percentOf(terminations.completedTerminations, terminations.totalTerminations),
    );
  });
});
