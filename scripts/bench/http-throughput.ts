import { startBareServer } from './bare-server-process.js';
import { assertSameResponse, type CapturedResponse, captureResponse, toBareRoute } from './captured-response.js';
import { errorMessage } from './error-message.js';
import { HEALTH_PATH, LANDING_PATH, SERVER_NODE_OPTIONS } from './paths.js';
import { requestsPerSecond } from './requests-per-second.js';
import type { BenchContext, Section, SectionReport } from './section.js';
import { median, spread } from './statistics.js';
import { formatRate } from './units.js';

// Modest on purpose: the benchmark shares a 2-core machine with the server it measures. Each pair measures the real
// and the bare server one right after the other (in turn first), so a slow or fast spell of a shared machine, which
// lasts seconds, touches both sides of a pair alike; the ratio is the median of the pairs' ratios.
const LOAD = { connections: 10, warmupSeconds: 2, measureSeconds: 2, pairs: 10 } as const;
/** Issue 12: the real server serves at least this share of what bare node:http serves with the same bytes. */
const MIN_RATIO = 0.6;

/** Section: throughput of the real server against a bare node:http server sending the same bytes. */
export const httpThroughputSection: Section = {
  title:
    `Requests per second (autocannon, ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up, ` +
    `${LOAD.pairs} rounds of ${LOAD.measureSeconds} s runs of the real server, the bare one and the bare one with the ` +
    'real headers, medians)',
  run: measureThroughput,
};

/** `headers`: the bare server sending the real server's header lines as well, to show what they cost (no check). */
type ServerKind = 'real' | 'bare' | 'headers';
const SERVER_KINDS: readonly ServerKind[] = ['real', 'bare', 'headers'];

interface Endpoint {
  label: string;
  path: string;
}

const ENDPOINTS: readonly Endpoint[] = [
  { label: `GET ${HEALTH_PATH}`, path: HEALTH_PATH },
  { label: `GET ${LANDING_PATH} (landing HTML)`, path: LANDING_PATH },
];

type Samples = Record<ServerKind, number[]>;
/** The order of the servers in a round: each goes first in turn. */
const pairOrder = (pair: number): readonly ServerKind[] => [
  ...SERVER_KINDS.slice(pair % SERVER_KINDS.length),
  ...SERVER_KINDS.slice(0, pair % SERVER_KINDS.length),
];

/** One endpoint's way through the section; once `error` is set it is skipped, so the others still get measured. */
interface EndpointRun {
  endpoint: Endpoint;
  captured?: CapturedResponse;
  samples: Samples;
  /** real / bare of each pair. */
  ratios: number[];
  /** real / (bare with the real server's headers) of each pair. */
  headerRatios: number[];
  error?: string;
}

async function measureThroughput(context: BenchContext): Promise<SectionReport> {
  const real = await context.realServer();
  const runs: EndpointRun[] = ENDPOINTS.map((endpoint) => ({
    endpoint,
    samples: { real: [], bare: [], headers: [] },
    ratios: [],
    headerRatios: [],
  }));
  for (const run of runs) {
    await recordFailure(run, async () => {
      run.captured = await captureResponse(real.origin, run.endpoint.path);
    });
  }
  const captured = runs.flatMap((run) => (run.captured ? [run.captured] : []));
  if (captured.length > 0) {
    context.progress('starting the bare node:http server');
    const bare = await startBareServer(
      captured.map((response) => toBareRoute(response)),
      context.cleanup,
    );
    const withHeaders = await startBareServer(
      captured.map((response) => toBareRoute(response, true)),
      context.cleanup,
    );
    for (const run of runs) {
      const expected = run.captured;
      if (expected && !run.error) await recordFailure(run, () => assertSameResponse(bare.origin, expected));
      if (expected && !run.error) await recordFailure(run, () => assertSameResponse(withHeaders.origin, expected));
    }
    const origins: Record<ServerKind, string> = { real: real.origin, bare: bare.origin, headers: withHeaders.origin };
    const measure = (seconds: number) => (run: EndpointRun, kind: ServerKind) =>
      requestsPerSecond(origins[kind] + run.endpoint.path, LOAD.connections, seconds);

    await forEachMeasurement(runs, 'warm-up', context, SERVER_KINDS, measure(LOAD.warmupSeconds));
    for (let pair = 0; pair < LOAD.pairs; pair++) {
      await forEachMeasurement(runs, `pair ${pair + 1}/${LOAD.pairs}`, context, pairOrder(pair), async (run, kind) => {
        run.samples[kind].push(await measure(LOAD.measureSeconds)(run, kind));
      });
      for (const run of runs) {
        const [real, bare, headers] = [run.samples.real.at(-1), run.samples.bare.at(-1), run.samples.headers.at(-1)];
        if (!run.error && real !== undefined && bare !== undefined) run.ratios.push(real / bare);
        if (!run.error && real !== undefined && headers !== undefined) run.headerRatios.push(real / headers);
      }
    }
  }

  return {
    tables: [
      {
        headers: [
          'endpoint',
          'real req/s',
          'bare req/s',
          'real/bare',
          'pairs',
          'spread real',
          'spread bare',
          'bare+headers req/s',
          'real/bare+headers',
        ],
        rows: runs.map(throughputRow),
      },
    ],
    checks: runs.map((run) => {
      if (run.error) return { description: `${run.endpoint.label} not measured: ${run.error}`, passed: false };
      const ratio = median(run.ratios);
      return {
        description: `${run.endpoint.label}: real/bare ${ratio.toFixed(2)} >= ${MIN_RATIO.toFixed(2)}`,
        passed: ratio >= MIN_RATIO,
      };
    }),
    notes: [
      `real = ${['node', ...SERVER_NODE_OPTIONS, 'server/dist/main.js'].join(' ')} (Fastify, as npm start runs it); ` +
        'bare = node:http answering the same body bytes and content-type; bare+headers = the same with the real ' +
        "server's other header lines (its security headers, request id, cache-control): what they cost, the client " +
        '(autocannon parses every header line in JavaScript) included; no target.',
      "real/bare = the median of the pairs' ratios; pairs = their lowest and highest; " +
        'spread = (max - min) / median of the runs of one server; a large spread means a noisy machine.',
    ],
  };
}

async function forEachMeasurement(
  runs: EndpointRun[],
  phase: string,
  context: BenchContext,
  kinds: readonly ServerKind[],
  measure: (run: EndpointRun, kind: ServerKind) => Promise<unknown>,
): Promise<void> {
  for (const run of runs) {
    for (const kind of kinds) {
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

function throughputRow({ endpoint, samples, ratios, headerRatios, error }: EndpointRun): string[] {
  if (error) return [endpoint.label, 'not measured', '-', '-', '-', '-', '-', '-', '-'];
  return [
    endpoint.label,
    formatRate(median(samples.real)),
    formatRate(median(samples.bare)),
    median(ratios).toFixed(2),
    `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}`,
    spread(samples.real),
    spread(samples.bare),
    formatRate(median(samples.headers)),
    median(headerRatios).toFixed(2),
  ];
}
