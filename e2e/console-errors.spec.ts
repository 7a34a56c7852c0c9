import { expect, type Page, test } from '@playwright/test';

/** Every console error and uncaught exception of the page from now on (a failed request shows as an error too). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('No errors in the console', () => {
  test('The landing page, the signed-out admin login and the first wizard step load without a console error', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1, name: 'Utility Services Portal' })).toBeVisible();

    // Signed out, the back office asks who is signed in and is told "nobody" with a 200, not a 401.
    const session = page.waitForResponse((response) => response.url().endsWith('/api/admin/session'));
    await page.goto('admin');
    expect((await session).status()).toBe(200);
    await expect(page.getByLabel('Username')).toBeVisible();

    await page.goto('application/residential');
    await expect(page.getByRole('heading', { level: 1, name: 'Residential Application' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
