import type { Config } from './env.js';

type LinkConfig = Pick<Config, 'PUBLIC_URL' | 'PORT' | 'BASE_PATH'>;

/**
 * The origin every link the portal hands out starts with: `PUBLIC_URL`, else this server on localhost. Never the
 * request's Host header: a request naming another host would otherwise get a PDF, recorded as genuine, whose
 * verification link points there.
 */
export const publicOriginOf = (config: LinkConfig): string =>
  config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, '') : `http://localhost:${config.PORT}`;

/** Where a customer resumes a request from a message, under the base path. */
export const resumeUrlOf =
  (config: LinkConfig) =>
  (wizardPath: string): string =>
    `${publicOriginOf(config)}${config.BASE_PATH}/${wizardPath}`;

/** Where a code printed on a PDF is checked. */
export const verifyUrlOf =
  (config: LinkConfig) =>
  (printedCode: string): string =>
    `${publicOriginOf(config)}${config.BASE_PATH}/verify/${printedCode}`;

/** The start-up warning while links point at localhost; null once `PUBLIC_URL` is set. */
export function localLinksWarning(config: LinkConfig): string | null {
  if (config.PUBLIC_URL) return null;
  return (
    `PUBLIC_URL is not set: PDFs print verification links, and messages carry links, to ${publicOriginOf(config)}. ` +
    'Set PUBLIC_URL to the address customers reach the portal at.'
  );
}
