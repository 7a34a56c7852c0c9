import { startBareServer } from './bare-server-process.js';
import { assertSameResponse, type CapturedResponse, captureResponse, toBareRoute } from './captured-response.js';
import { errorMessage } from './error-message.js';
import { HEALTH_PATH, LANDING_PATH } from './paths.js';
import { requestsPerSecond } from './requests-per-second.js';
import type { BenchContext, Section, SectionReport } from './section.js';
import { median, spread } from './statistics.js';
import { formatRate } from './units.js';

// Modest on purpose: the benchmark shares a 2-core machine with the server it measures.
const LOAD = { connections: 10, warmupSeconds: 2, measureSeconds: 5, rounds: 3 } as const;
/** Issue 12: the real server serves at least this share of what bare node:http serves with the same bytes. */
const MIN_RATIO = 0.6;

/** Section: throughput of the real server against a bare node:http server sending the same bytes. */
export const httpThroughputSection: Section = {
  title:
    `Requests per second (autocannon, ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up, ` +
    `median of ${LOAD.rounds} rounds of ${LOAD.measureSeconds} s)`,
  run: measureThroughput,
};

type ServerKind = 'real' | 'bare';
const SERVER_KINDS: readonly ServerKind[] = ['real', 'bare'];

interface Endpoint {
  label: string;
  path: string;
}

const ENDPOINTS: readonly Endpoint[] = [
  { label: `GET ${HEALTH_PATH}`, path: HEALTH_PATH },
  { label: `GET ${LANDING_PATH} (landing HTML)`, path: LANDING_PATH },
];

type Samples = Record<ServerKind, number[]>;

/** One endpoint's way through the section; once `error` is set it is skipped, so the others still get measured. */
interface EndpointRun {
  endpoint: Endpoint;
  captured?: CapturedResponse;
  samples: Samples;
  error?: string;
}

async function measureThroughput(context: BenchContext): Promise<SectionReport> {
  const real = await context.realServer();
  const runs: EndpointRun[] = ENDPOINTS.map((endpoint) => ({ endpoint, samples: { real: [], bare: [] } }));
  for (const run of runs) {
    await recordFailure(run, async () => {
      run.captured = await captureResponse(real.origin, run.endpoint.path);
    });
  }
  const captured = runs.flatMap((run) => (run.captured ? [run.captured] : []));
  if (captured.length > 0) {
    context.progress('starting the bare node:http server');
    const bare = await startBareServer(captured.map(toBareRoute), context.cleanup);
    for (const run of runs) {
      const expected = run.captured;
      if (expected && !run.error) await recordFailure(run, () => assertSameResponse(bare.origin, expected));
    }
    const origins: Record<ServerKind, string> = { real: real.origin, bare: bare.origin };
    const measure = (seconds: number) => (run: EndpointRun, kind: ServerKind) =>
      requestsPerSecond(origins[kind] + run.endpoint.path, LOAD.connections, seconds);

    await forEachMeasurement(runs, 'warm-up', context, measure(LOAD.warmupSeconds));
    // Rounds alternate servers and endpoints so slow drift on a shared machine affects both servers alike.
    for (let round = 1; round <= LOAD.rounds; round++) {
      await forEachMeasurement(runs, `round ${round}/${LOAD.rounds}`, context, async (run, kind) => {
        run.samples[kind].push(await measure(LOAD.measureSeconds)(run, kind));
      });
    }
  }

  return {
    tables: [
      {
        headers: ['endpoint', 'real req/s', 'bare req/s', 'real/bare', 'spread real', 'spread bare'],
        rows: runs.map(throughputRow),
      },
    ],
    checks: runs.map((run) => {
      if (run.error) return { description: `${run.endpoint.label} not measured: ${run.error}`, passed: false };
      const ratio = median(run.samples.real) / median(run.samples.bare);
      return {
        description: `${run.endpoint.label}: real/bare ${ratio.toFixed(2)} >= ${MIN_RATIO.toFixed(2)}`,
        passed: ratio >= MIN_RATIO,
      };
    }),
    notes: [
      'real = server/dist/main.js (Fastify); bare = node:http answering the same body bytes and content-type.',
      'spread = (max - min) / median of the rounds; a large spread means a noisy machine.',
    ],
  };
}

async function forEachMeasurement(
  runs: EndpointRun[],
  phase: string,
  context: BenchContext,
  measure: (run: EndpointRun, kind: ServerKind) => Promise<unknown>,
): Promise<void> {
  for (const run of runs) {
    for (const kind of SERVER_KINDS) {
      if (run.error) continue;
      context.progress(`${phase} ${kind} ${run.endpoint.path}`);
      await recordFailure(run, () => measure(run, kind));
    }
  }
}

async function recordFailure(run: EndpointRun, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    run.error = errorMessage(error);
  }
}

function throughputRow({ endpoint, samples, error }: EndpointRun): string[] {
  if (error) return [endpoint.label, 'not measured', '-', '-', '-', '-'];
  const real = median(samples.real);
  const bare = median(samples.bare);
  return [
    endpoint.label,
    formatRate(real),
    formatRate(bare),
    (real / bare).toFixed(2),
    spread(samples.real),
    spread(samples.bare),
  ];
}
