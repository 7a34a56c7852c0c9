import type { Config } from './env.js';

/** Where a customer resumes a request from a message: `PUBLIC_URL`, else this server, under the base path. */
export const resumeUrlOf =
  (config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'BASE_PATH'>) =>
  (wizardPath: string): string =>
    `${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}${config.BASE_PATH}/${wizardPath}`;
