import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

const hasNoTabParam = (url: URL) => !url.searchParams.has('tab');

test.describe('Landing page tabs', () => {
  test('Visitors can move between the three tabs and the address remembers the tab', async ({ page }) => {
    await page.goto('./');
    const tabs = page.getByRole('tablist', { name: 'What would you like to do?' });
    const newApplication = tabs.getByRole('tab', { name: 'New Application' });
    const continueApplication = tabs.getByRole('tab', { name: 'Continue Application' });
    const termination = tabs.getByRole('tab', { name: 'Service Termination' });

    // The test-environment notice is shown on the demo database.
    await expect(page.getByRole('note')).toContainText(
      'Test environment: This is a test environment with sample data. Please do not enter real personal information.',
    );

    // New Application (info) is the default and has no ?tab=.
    await expect(newApplication).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(hasNoTabParam);
    const infoPanel = page.getByRole('tabpanel', { name: 'New Application' });
    await expect(infoPanel.getByRole('heading', { name: 'Apply for utility services' })).toBeVisible();
    await expect(infoPanel.getByRole('heading', { name: 'Residential application' })).toBeVisible();
    await expect(infoPanel.getByRole('heading', { name: 'Business application' })).toBeVisible();
    await expect(infoPanel.getByText('A copy of your ID', { exact: true })).toBeVisible();
    await expect(
      infoPanel.getByText('Personal details and a valid cellphone number (an email address is optional)', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(infoPanel.getByText('A VAT registration copy, if applicable')).toBeVisible();
    await expect(infoPanel.getByRole('listitem').filter({ hasText: 'Verify your cellphone number' })).toBeVisible();
    await expect(infoPanel.getByRole('link', { name: 'Start New Application' })).toBeVisible();
    await expectNoAxeViolations(page, 'landing, New Application tab');

    // Continue Application.
    await continueApplication.click();
    await expect(continueApplication).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/ClientApps\/\?tab=continue$/);
    const continuePanel = page.getByRole('tabpanel', { name: 'Continue Application' });
    await expect(continuePanel.getByRole('heading', { name: 'Continue or track your request' })).toBeVisible();
    await expect(continuePanel.getByLabel('Reference or account number')).toHaveAttribute(
      'placeholder',
      'e.g. PM-2023-12345',
    );
    await expect(continuePanel.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
    await expect(continuePanel.getByRole('button', { name: 'Go Back' })).toBeEnabled();
    await expect(infoPanel).toHaveCount(0);
    await expectNoAxeViolations(page, 'landing, Continue Application tab');

    // Service Termination.
    await termination.click();
    await expect(termination).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/ClientApps\/\?tab=termination$/);
    const terminationPanel = page.getByRole('tabpanel', { name: 'Service Termination' });
    await expect(terminationPanel.getByRole('heading', { name: 'Terminate your services' })).toBeVisible();
    await expect(terminationPanel.getByText('A bank confirmation letter for the deposit refund')).toBeVisible();
    await expect(
      terminationPanel.getByRole('listitem').filter({ hasText: 'Review and submit your termination' }),
    ).toBeVisible();
    await expect(terminationPanel.getByRole('link', { name: 'Start Service Termination' })).toBeVisible();
    await expectNoAxeViolations(page, 'landing, Service Termination tab');

    // Back to New Application: the parameter disappears again.
    await newApplication.click();
    await expect(newApplication).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(hasNoTabParam);
    await expect(page.getByRole('tabpanel', { name: 'New Application' })).toBeVisible();
  });

  test('Visitors can use the arrow keys to move between tabs', async ({ page }) => {
    await page.goto('./');
    await page.getByRole('tab', { name: 'New Application' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Continue Application' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Continue Application' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=continue$/);
  });

  test('A link with ?tab=termination opens the Service Termination tab directly', async ({ page }) => {
    await page.goto('./?tab=termination');
    await expect(page.getByRole('tab', { name: 'Service Termination' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page
        .getByRole('tabpanel', { name: 'Service Termination' })
        .getByRole('heading', { name: 'Terminate your services' }),
    ).toBeVisible();
  });

  test('A link with ?tab=continue opens the Continue Application tab directly', async ({ page }) => {
    await page.goto('./?tab=continue');
    await expect(page.getByRole('tab', { name: 'Continue Application' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Reference or account number')).toBeVisible();
  });

  test('An unknown ?tab= value falls back to the New Application tab', async ({ page }) => {
    await page.goto('./?tab=bogus');
    await expect(page.getByRole('tab', { name: 'New Application' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Continue Application' })).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tab', { name: 'Service Termination' })).toHaveAttribute('aria-selected', 'false');
    await expect(
      page
        .getByRole('tabpanel', { name: 'New Application' })
        .getByRole('heading', { name: 'Apply for utility services' }),
    ).toBeVisible();
  });

  test('Visitors can open the Debit Order Form PDF in a new tab', async ({ page, context }) => {
    await page.goto('./');
    const link = page.getByRole('link', { name: 'Debit Order Form' });
    await expect(link).toHaveAttribute('target', '_blank');

    const pdfResponse = context.waitForEvent('response', (response) =>
      response.url().endsWith('/forms/debit-order.pdf'),
    );
    const newTab = context.waitForEvent('page');
    await link.click();
    const popup = await newTab;
    const response = await pdfResponse;

    expect(popup.url()).toMatch(/\/ClientApps\/api\/forms\/debit-order\.pdf$/);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');

    // Chromium hands the bytes to its PDF viewer, so read the same address again through the tab's own context.
    const pdf = await popup.request.get(popup.url());
    expect(pdf.ok()).toBe(true);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The original page stays where it was.
    await expect(page).toHaveURL(/\/ClientApps\/$/);
    await popup.close();
  });
});
