/**
 * The machine's Chromium (Debian's package; `CHROMIUM_PATH` overrides) and the flags it runs with headless here:
 * the Playwright journeys and the bench's Lighthouse section launch it alike.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;
