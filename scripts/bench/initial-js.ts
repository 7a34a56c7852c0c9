import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type AssetSize, measureAsset, sumGzipBytes, sumRawBytes } from './asset-size.js';
import { findInitialAssets } from './find-initial-assets.js';
import { WEB_DIST } from './paths.js';
import type { Section, SectionReport } from './section.js';
import { fileCount, kb } from './units.js';

/** Issue 12: at most 80 KB of gzipped JavaScript before the landing page shows. */
const BUDGETS = { initialJsGzipKb: 80 } as const;

/** Section: initial JavaScript and CSS of the landing page, against the initial JavaScript budget. */
export const initialJsSection: Section = {
  title: 'Landing page initial assets (from web/dist/index.html, gzip level 9)',
  run: measureInitialAssets,
};

async function measureInitialAssets(): Promise<SectionReport> {
  const html = await readFile(path.join(WEB_DIST, 'index.html'), 'utf8');
  const assets = findInitialAssets(html);
  const scripts = await Promise.all(assets.scripts.map(measureAsset));
  const styles = await Promise.all(assets.styles.map(measureAsset));
  const jsGzipBytes = sumGzipBytes(scripts);
  const cssGzipBytes = sumGzipBytes(styles);

  const fileRows = [...scripts.map((asset) => assetRow('JS', asset)), ...styles.map((asset) => assetRow('CSS', asset))];
  const totalRows = [
    ['JS total', fileCount(scripts.length), kb(sumRawBytes(scripts)), kb(jsGzipBytes)],
    ['CSS total', fileCount(styles.length), kb(sumRawBytes(styles)), kb(cssGzipBytes)],
  ];
  return {
    tables: [{ headers: ['kind', 'file', 'raw KB', 'gzip KB'], rows: [...fileRows, ...totalRows], textColumns: 2 }],
    checks: [
      {
        description: `initial JavaScript ${kb(jsGzipBytes)} KB gzipped, budget ${BUDGETS.initialJsGzipKb} KB`,
        passed: jsGzipBytes <= BUDGETS.initialJsGzipKb * 1024,
      },
    ],
    notes: ['1 KB = 1024 bytes.'],
  };
}

function assetRow(kind: string, asset: AssetSize): string[] {
  return [kind, asset.file, kb(asset.rawBytes), kb(asset.gzipBytes)];
}
