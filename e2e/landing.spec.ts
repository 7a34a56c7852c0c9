import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test('Visitors see the landing page with its three tabs, contact card and footer', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1, name: 'Utility Services Portal' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'New Application' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Monday to Friday, 8:00 AM to 4:30 PM')).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} Protea Management`)).toBeVisible();
  await expect(page.getByText('Version 1.1.1')).toBeVisible();
  await expectNoAxeViolations(page, 'landing info tab');
});
