import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test.describe('On a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Visitors on a phone can start a residential application from the landing page', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1, name: 'Utility Services Portal' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Test environment');
    // The language select keeps its accessible name even where its visible label is hidden.
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
    for (const name of ['New Application', 'Continue Application', 'Service Termination']) {
      await expect(page.getByRole('tab', { name })).toBeInViewport();
    }
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'landing on a phone');

    await page.getByRole('tab', { name: 'Service Termination' }).tap();
    await expect(page).toHaveURL(/\?tab=termination$/);
    await expect(page.getByRole('heading', { name: 'Terminate your services' })).toBeVisible();
    await page.getByRole('tab', { name: 'New Application' }).tap();
    await expect(page).toHaveURL((url) => !url.searchParams.has('tab'));

    await page.getByRole('link', { name: 'Start New Application' }).tap();
    await expect(page).toHaveURL(/\/ClientApps\/application\/start$/);
    await expect(page.getByRole('heading', { level: 1, name: 'What are you applying for?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'application choice page on a phone');

    await page.getByText('Residence', { exact: true }).tap();
    await expect(page.getByRole('radio', { name: /^Residence/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue', exact: true }).tap();
    await expect(page).toHaveURL(/\/ClientApps\/application\/residential$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Residential Application' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your privacy' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'residential wizard on a phone');
  });

  test('Admins on a phone see the login form', async ({ page }) => {
    await page.goto('admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByLabel('Username')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'admin login on a phone');
  });
});
