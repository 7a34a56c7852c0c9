import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { dismissToast, expectToast, gate } from './support/toast';

const LOOKUP = /\/ClientApps\/api\/(residential|business)-applications\//;

/** Counts the reference lookups the page makes from now on. */
function countLookups(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (LOOKUP.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test.describe('Continue Application tab', () => {
  test('Visitors cannot continue without a reference and are told why', async ({ page }) => {
    const lookups = countLookups(page);
    await page.goto('./?tab=continue');
    const reference = page.getByLabel('Application reference number');
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });

    await expect(reference).toHaveValue('');
    await expect(continueButton).toBeDisabled();

    await reference.fill('   ');
    await expect(continueButton).toBeDisabled();

    await reference.fill('PM-2026-1');
    await expect(continueButton).toBeEnabled();
    await reference.fill('');
    await expect(continueButton).toBeDisabled();

    await reference.press('Enter');
    await expectToast(page, {
      title: 'Reference Required',
      description: 'Please enter your application reference number.',
      variant: 'destructive',
    });
    // Pointing at the toast holds it (as for a person reading it), so its five seconds do not run out while the
    // accessibility scan runs on a busy machine.
    await page
      .getByRole('region', { name: /\(F8\)$/ })
      .getByRole('listitem')
      .hover();
    await expectNoAxeViolations(page, 'landing Continue tab with the Reference Required toast');
    await dismissToast(page, 'Reference Required');

    // Whitespace only counts as blank too.
    await reference.fill('  ');
    await reference.press('Enter');
    await expectToast(page, { title: 'Reference Required', variant: 'destructive' });
    await expect(page).toHaveURL(/\?tab=continue$/);
    expect(lookups, 'no lookup is made for a blank reference').toEqual([]);
  });

  test('Visitors with an unknown reference are told the application was not found', async ({ page }) => {
    const lookups = countLookups(page);
    const lookup = gate();
    await page.route(LOOKUP, async (route) => {
      await lookup.opened;
      await route.continue();
    });
    await page.goto('./?tab=continue');
    const reference = page.getByLabel('Application reference number');
    await reference.fill('pm-2026-99999');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // While the lookup is in flight the button says so and cannot be pressed again.
    const busy = page.getByRole('button', { name: 'Loading...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    lookup.open();

    await expectToast(page, {
      title: 'Application Not Found',
      description: 'Could not find an application with that reference number. Please check the number and try again.',
      variant: 'destructive',
    });
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Loading...' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/ClientApps\/\?tab=continue$/);
    await expect(reference).toHaveValue('pm-2026-99999');
    // Residential first, then business, with the reference trimmed and upper-cased.
    expect(lookups.map((url) => new URL(url).pathname)).toEqual([
      '/ClientApps/api/residential-applications/PM-2026-99999',
      '/ClientApps/api/business-applications/PM-2026-99999',
    ]);
    await expectNoAxeViolations(page, 'landing Continue tab with the Application Not Found toast');
  });

  test('Visitors with a known business reference are taken to resume it', async ({ page }) => {
    // No application exists in the fresh demo database, so the business lookup answers as the server would for one.
    await page.route('**/api/business-applications/PM-2026-00042', (route) =>
      route.fulfill({ json: { success: true, exists: true, applicationNumber: 'PM-2026-00042' } }),
    );
    await page.goto('./?tab=continue');
    await page.getByLabel('Application reference number').fill(' PM-2026-00042 ');
    await page.getByLabel('Application reference number').press('Enter');
    await expect(page).toHaveURL(/\/ClientApps\/application\/business\?continue=PM-2026-00042$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Business Application' })).toBeVisible();
  });

  test('Go Back returns visitors to the New Application tab', async ({ page }) => {
    await page.goto('./');
    await page.getByRole('tab', { name: 'Continue Application' }).click();
    await expect(page).toHaveURL(/\?tab=continue$/);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page.getByRole('tab', { name: 'New Application' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Apply for utility services' })).toBeVisible();
    await expect(page).toHaveURL((url) => !url.searchParams.has('tab'));
  });
});
