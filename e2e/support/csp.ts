import type { Page } from '@playwright/test';

type WithViolations = Window & { cspViolations?: string[] };

/**
 * Records every Content Security Policy violation of the page from the next navigation on: the
 * browser's securitypolicyviolation events and its console reports. Returns the live list.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const target = window as WithViolations;
    target.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      target.cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => [...console, ...(await page.evaluate(() => (window as WithViolations).cspViolations ?? []))];
}
