import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test.describe('Unknown addresses', () => {
  test('Visitors who open an unknown address see the 404 page and can go home', async ({ page }) => {
    await page.goto('some/unknown/page');
    await expect(page).toHaveURL(/\/ClientApps\/some\/unknown\/page$/);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expectNoAxeViolations(page, '404 page');

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/ClientApps\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Utility Services Portal' })).toBeVisible();
  });

  test('Visitors who open the server root are sent to the portal', async ({ page, baseURL }) => {
    const root = new URL('/', baseURL).href;
    expect(root).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await page.goto(root);
    await expect(page).toHaveURL(new URL('/ClientApps/', baseURL).href);
    await expect(page.getByRole('heading', { level: 1, name: 'Utility Services Portal' })).toBeVisible();
  });

  test('Visitors who open the base path without a trailing slash are sent to the portal', async ({ page, baseURL }) => {
    await page.goto(new URL('/ClientApps', baseURL).href);
    await expect(page).toHaveURL(new URL('/ClientApps/', baseURL).href);
    await expect(page.getByRole('heading', { level: 1, name: 'Utility Services Portal' })).toBeVisible();
  });
});
