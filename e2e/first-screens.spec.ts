import { expect, type Page, test } from '@playwright/test';

// ADR 025: the first screen of each wizard comes with the page alone; the validation library (zod, about 230 KB
// before compression) loads when the customer starts on the form. A module of the first screen that imports a schema
// at its top brings it back unnoticed by every other test: Lighthouse caught it once (the termination's first step,
// performance 96). This reads what the browser fetched.

/** The scripts the page fetched until the network went quiet, with their text. */
async function scriptsOf(page: Page, path: string): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    reads.push(
      response.text().then(
        (text) => void scripts.set(new URL(response.url()).pathname, text),
        () => undefined,
      ),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await Promise.all(reads);
  return scripts;
}

/** zod's code names its error class; no other module of ours or theirs does. */
const holdsZod = (text: string) => text.includes('ZodError');

for (const { path, heading } of [
  { path: 'application/residential', heading: 'Residential Application' },
  { path: 'application/business', heading: 'Business Application' },
  { path: 'termination/residential', heading: 'Residential Service Termination' },
  { path: 'termination/business', heading: 'Business Service Termination' },
]) {
  test(`The first screen of ${path} loads without the validation library, which comes once the customer starts`, async ({
    page,
  }) => {
    const scripts = await scriptsOf(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(scripts.size).toBeGreaterThan(0);
    expect([...scripts].filter(([, text]) => holdsZod(text)).map(([file]) => file)).toEqual([]);

    // Starting on the form fetches the later steps, and the checks with them.
    const later = page.waitForResponse(
      async (response) => response.url().endsWith('.js') && holdsZod(await response.text()),
    );
    await page.getByRole('textbox').first().focus();
    await later;
  });
}
