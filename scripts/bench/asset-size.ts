import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_DIST } from './paths.js';

export interface AssetSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export async function measureAsset(href: string): Promise<AssetSize> {
  const content = await readFile(resolveDistFile(href));
  return { file: href, rawBytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

export function resolveDistFile(href: string): string {
  // The build uses relative URLs (Vite base './'), so resolving against a placeholder origin maps them onto web/dist.
  const url = new URL(href, 'http://dist.invalid/');
  if (url.origin !== 'http://dist.invalid') throw new Error(`initial asset ${href} is not in web/dist`);
  return path.join(WEB_DIST, decodeURIComponent(url.pathname));
}

export const sumRawBytes = (assets: AssetSize[]) => assets.reduce((sum, asset) => sum + asset.rawBytes, 0);
export const sumGzipBytes = (assets: AssetSize[]) => assets.reduce((sum, asset) => sum + asset.gzipBytes, 0);
