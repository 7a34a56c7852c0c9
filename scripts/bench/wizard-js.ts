import path from 'node:path';
import { measureAsset, sumGzipBytes, sumRawBytes } from './asset-size.js';
import { readChunkGraph, staticClosure, WIZARD_CHUNK } from './chunk-graph.js';
import { WEB_DIST } from './paths.js';
import type { Section, SectionReport } from './section.js';
import { kb } from './units.js';

/** Section: the JavaScript the residential wizard route loads on top of the landing page's. */
export const wizardJsSection: Section = {
  title: 'Residential wizard JavaScript beyond the landing page (gzip level 9)',
  run: measureWizardAssets,
};

async function measureWizardAssets(): Promise<SectionReport> {
  const graph = await readChunkGraph();
  const headers = ['file', 'raw KB', 'gzip KB'];
  if (graph.wizardEntries.length === 0) {
    return {
      tables: [{ headers, rows: [['not built yet', '-', '-']] }],
      checks: [],
      notes: [`No chunk in web/dist/assets matches ${WIZARD_CHUNK}; the wizard is not built yet.`],
    };
  }
  const landing = await staticClosure(graph.landingEntries, graph);
  const wizard = [...(await staticClosure(graph.wizardEntries, graph))].filter((file) => !landing.has(file));
  const sizes = await Promise.all(wizard.map((file) => measureAsset(toDistHref(file))));
  const total = ['total', kb(sumRawBytes(sizes)), kb(sumGzipBytes(sizes))];
  return {
    tables: [{ headers, rows: [...sizes.map((size) => [size.file, kb(size.rawBytes), kb(size.gzipBytes)]), total] }],
    checks: [],
    notes: [
      `The wizard chunks (${WIZARD_CHUNK}) and their static imports, less what the landing page already loaded.`,
      `Chunk graph from ${graph.source}.`,
    ],
  };
}

const toDistHref = (file: string) => `./${path.relative(WEB_DIST, file).split(path.sep).join('/')}`;
