import type { DatabaseHandle } from '../../server/src/db/client.js';
import type { AssistantContext } from '../../server/src/domain/assistant/assistant-context.js';
import { ADMIN_LIST } from './admin-list-cases.js';
import { adminListTargets } from './admin-list-targets.js';
import { errorMessage } from './error-message.js';
import { queryRows } from './query-rows.js';
import type { BenchContext, Section, SectionReport } from './section.js';
import { median } from './statistics.js';

const RUNS = { warmups: 1, measured: 5 } as const;
/** Issue 11: each analysis under a second at 100,000 applications on PostgreSQL. */
const BUDGET_MS = 1000;
const rows = ADMIN_LIST.rows.toLocaleString('en-US');

/** Section: the eight analyses of the assistant, called in this process as its routes call them. */
export const assistantSection: Section = {
  title: `Analysis assistant at ${rows} applications and ${rows} terminations (PostgreSQL, median of ${RUNS.measured} runs)`,
  run: measureAssistant,
};

/**
 * Timelines for the generated requests, as the real transitions write them: a submission two hours
 * after creation, and the decision (or request for information) some business days later.
 */
async function addTimelines(handle: DatabaseHandle) {
  const { sql } = await import('drizzle-orm');
  const hours = sql.raw(`(abs(hashtext(c.id::text)) % 300 + 3) * interval '1 hour'`);
  await handle.db.execute(sql`
    INSERT INTO case_events (case_id, at, actor_type, kind, data)
    SELECT c.id, c.created_at + interval '2 hours', 'customer', 'status',
           jsonb_build_object('from', 'incomplete', 'to', 'pending', 'action', 'submit')
    FROM cases c WHERE c.status <> 'incomplete'`);
  await handle.db.execute(sql`
    INSERT INTO case_events (case_id, at, actor_type, kind, data)
    SELECT c.id, least(c.created_at + ${hours}, now()), 'admin', 'status',
           jsonb_build_object(
             'from', 'pending',
             'to', CASE WHEN c.status IN ('approved', 'completed', 'archived') THEN 'approved' ELSE c.status END,
             'action', CASE WHEN c.status = 'needsinfo' THEN 'request-info' WHEN c.status = 'rejected' THEN 'reject' ELSE 'approve' END,
             'reason', CASE WHEN c.status = 'needsinfo'
                              THEN jsonb_build_object('key', 'decisions.infoRequest.unclear-id-copy', 'text', 'The ID copy is blurred')
                            WHEN c.status = 'rejected'
                              THEN jsonb_build_object('key', 'decisions.rejection.duplicate', 'text', 'Applied twice for the unit')
                       END)
    FROM cases c WHERE c.status IN ('approved', 'completed', 'archived', 'rejected', 'needsinfo')`);
  await handle.db.execute(sql`
    UPDATE cases SET decided_at = created_at + interval '1 day'
    WHERE status IN ('approved', 'completed', 'archived', 'rejected') AND decided_at IS NULL`);
  await handle.db.execute(sql`ANALYZE case_events`);
  await handle.db.execute(sql`ANALYZE cases`);
}

async function measureAssistant(context: BenchContext): Promise<SectionReport> {
  const { targets, notes } = await adminListTargets(context);
  const target = targets.find((candidate) => candidate.label === 'PostgreSQL');
  if (!target) return { tables: [], checks: [{ description: 'PostgreSQL not reachable', passed: false }], notes };
  const { handle } = await target.loaded();
  context.progress('assistant: adding timelines to the generated requests');
  const timelineStarted = performance.now();
  await addTimelines(handle);
  const timelineSeconds = (performance.now() - timelineStarted) / 1000;
  const { sql } = await import('drizzle-orm');
  const [pending] = await queryRows<{ reference: string }>(
    handle.db,
    sql`SELECT reference FROM cases WHERE kind = 'residential_application' AND status = 'pending' LIMIT 1`,
  );
  const [events] = await queryRows<{ n: string }>(handle.db, sql`SELECT count(*) AS n FROM case_events`);

  const assistant = {
    waiting: await import('../../server/src/domain/assistant/waiting-times.js'),
    bottlenecks: await import('../../server/src/domain/assistant/bottlenecks.js'),
    stalled: await import('../../server/src/domain/assistant/stalled-applications.js'),
    feedback: await import('../../server/src/domain/assistant/pending-feedback.js'),
    facts: await import('../../server/src/domain/assistant/application-facts.js'),
    referral: await import('../../server/src/domain/assistant/referral-reason.js'),
    likelihood: await import('../../server/src/domain/assistant/approval-likelihood.js'),
    premise: await import('../../server/src/domain/assistant/account-premise-issues.js'),
    quality: await import('../../server/src/domain/assistant/document-quality.js'),
  };
  const { default: sharp } = await import('sharp');
  // A 12-megapixel phone photo of a page, the size staff most often receive.
  const photo = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#cfcfcf' },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000">${Array.from(
            { length: 60 },
            (_, i) => `<text x="200" y="${150 + i * 45}" font-size="36" fill="#111">Line ${i} of the lease</text>`,
          ).join('')}</svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  const reference = pending?.reference ?? 'PM-2026-00001';
  const contextOf = (): AssistantContext => ({
    db: handle.db,
    language: 'en',
    now: new Date(),
    // The waiting times are measured against the service levels of the process: the defaults here.
    settings: { stallBusinessDays: 5 },
  });
  const analyses: Array<[string, () => Promise<unknown>]> = [
    ['waiting-times', () => assistant.waiting.analyseWaitingTimes(contextOf())],
    ['bottlenecks', () => assistant.bottlenecks.analyseBottlenecks(contextOf())],
    ['stalled-applications', () => assistant.stalled.analyseStalledApplications(contextOf())],
    ['pending-feedback', () => assistant.feedback.analysePendingFeedback(contextOf())],
    [
      'referral-reason',
      async () =>
        assistant.referral.classifyReferral(
          contextOf(),
          await assistant.facts.loadApplicationFacts(contextOf(), reference),
        ),
    ],
    [
      'approval-likelihood',
      async () =>
        assistant.likelihood.scoreApprovalLikelihood(
          contextOf(),
          await assistant.facts.loadApplicationFacts(contextOf(), reference),
        ),
    ],
    [
      'account-premise-issues',
      async () =>
        assistant.premise.findAccountPremiseIssues(
          contextOf(),
          await assistant.facts.loadApplicationFacts(contextOf(), reference),
        ),
    ],
    ['document-quality (12 MP JPEG)', () => assistant.quality.assessStoredFile(contextOf(), photo, 'image/jpeg')],
  ];
  const results: Array<{ label: string; samples: number[]; error?: string }> = [];
  for (const [label, run] of analyses) {
    context.progress(`assistant: ${label}`);
    const samples: number[] = [];
    try {
      for (let round = 0; round < RUNS.warmups + RUNS.measured; round++) {
        const startedAt = performance.now();
        await run();
        if (round >= RUNS.warmups) samples.push(performance.now() - startedAt);
      }
      results.push({ label, samples });
    } catch (error) {
      results.push({ label, samples, error: errorMessage(error) });
    }
  }
  return {
    tables: [
      {
        headers: ['analysis', 'median ms', 'budget ms'],
        rows: results.map((result) => [
          result.label,
          result.error ? `error: ${result.error}` : median(result.samples).toFixed(0),
          String(BUDGET_MS),
        ]),
      },
    ],
    checks: results.map((result) => ({
      description: `${result.label} under ${BUDGET_MS} ms (median ${result.error ? 'not measured' : median(result.samples).toFixed(0)})`,
      passed: !result.error && median(result.samples) < BUDGET_MS,
    })),
    notes: [
      ...notes,
      `The admin list sections' generated requests (created over 400 days), with timelines added here in ` +
        `${timelineSeconds.toFixed(1)} s: ${Number(events?.n ?? 0).toLocaleString('en-US')} status events.`,
      `Per-application analyses on ${reference}. Each analysis is a call of its domain function, as its route makes it.`,
    ],
  };
}
