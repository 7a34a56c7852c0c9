import { expect, type Locator, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expectToast } from './support/toast';

/** True when a pointer at the centre of the control would reach the control itself, not something drawn over it. */
const isUncovered = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

test.describe('Notifications', () => {
  test('The language notice leaves the header controls usable', async ({ page }) => {
    await page.goto('./');
    await page.getByLabel('Language').selectOption('zu');
    await expect(page.getByLabel('Ulimi')).toHaveValue('zu');
    // The notice is on screen (its text is checked in language.spec.ts) ...
    await expect(page.getByRole('region', { name: /\(F8\)$/ }).getByRole('listitem')).toBeVisible();
    // ... and while it is, the visitor can still reach the language select and the admin link right away.
    expect.soft(await isUncovered(page.getByLabel('Ulimi')), 'language select is not covered by the notice').toBe(true);
    expect
      .soft(
        await isUncovered(page.getByRole('link', { name: 'Ukungena Komphathi' })),
        'admin link is not covered by the notice',
      )
      .toBe(true);
  });

  test('The login notice leaves the admin header controls usable', async ({ page }) => {
    await page.goto('admin');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(page, { title: 'Login Successful', variant: 'success' });
    const header = page.getByRole('banner');
    expect
      .soft(
        await isUncovered(header.getByRole('link', { name: 'Back to Home' })),
        'Back to Home is not covered by the notice',
      )
      .toBe(true);
    expect
      .soft(await isUncovered(header.getByLabel('Language')), 'language select is not covered by the notice')
      .toBe(true);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(await isUncovered(page.getByRole('button', { name: 'Logout' })), 'Logout is not covered by the notice').toBe(
      true,
    );
  });
});
