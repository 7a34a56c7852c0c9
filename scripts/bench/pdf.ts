import type { ApplicationSummaryData } from '../../server/src/adapters/pdf/application-summary-data.js';
import {
  SAMPLE_SIGNATURE_JPEG,
  sampleTenantApplication,
} from '../../server/test/support/sample-application-summary.js';
import type { Section, SectionReport } from './section.js';
import { median } from './statistics.js';
import { kb } from './units.js';

const PDF_RUNS = { warmups: 3, measured: 30 } as const;

/** Section: time to generate one application summary PDF, in this process (no server, no database). */
export const pdfSection: Section = {
  title: `Application PDF (buildApplicationSummaryPdf, median of ${PDF_RUNS.measured} runs after ${PDF_RUNS.warmups} warm-ups)`,
  run: measureApplicationPdf,
};

async function measureApplicationPdf(): Promise<SectionReport> {
  // Imported here so a broken PDF module fails this section only.
  const { buildApplicationSummaryPdf } = await import('../../server/src/adapters/pdf/application-summary.js');
  const sample = sampleApplication();
  let bytes = 0;
  for (let run = 0; run < PDF_RUNS.warmups; run++) await buildApplicationSummaryPdf(sample);
  const samples: number[] = [];
  for (let run = 0; run < PDF_RUNS.measured; run++) {
    const startedAt = performance.now();
    bytes = (await buildApplicationSummaryPdf(sample)).length;
    samples.push(performance.now() - startedAt);
  }
  return {
    tables: [
      {
        headers: ['document', 'median ms', 'min ms', 'max ms', 'size KB'],
        rows: [
          [
            'application summary, drawn signature',
            median(samples).toFixed(1),
            Math.min(...samples).toFixed(1),
            Math.max(...samples).toFixed(1),
            kb(bytes),
          ],
        ],
      },
    ],
    checks: [],
    notes: [
      `Sample: tenant with 2 documents and a ${SAMPLE_SIGNATURE_JPEG.length}-byte 48x20 canvas JPEG signature.`,
      'pdfkit copies JPEG bytes into the PDF unchanged, so a larger drawing adds little time.',
    ],
  };
}

/** The PDF tests' tenant, signed by drawing as most phone users do. */
function sampleApplication(): ApplicationSummaryData {
  const application = sampleTenantApplication();
  return {
    ...application,
    signature: { type: 'drawn', jpeg: SAMPLE_SIGNATURE_JPEG, signedAt: application.submittedAt! },
  };
}
