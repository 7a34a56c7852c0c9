import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

const HOME = /\/ClientApps\/$/;

async function expectResidentialWizard(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Residential Application' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your privacy' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
}

test.describe('Applicant-type choice', () => {
  test('Visitors start a new application by choosing Residence', async ({ page }) => {
    await page.goto('./');
    await page.getByRole('link', { name: 'Start New Application' }).click();
    await expect(page).toHaveURL(/\/ClientApps\/application\/start$/);
    await expect(page.getByRole('heading', { level: 1, name: 'What are you applying for?' })).toBeVisible();
    await expect(page.getByText('Choose the type of property the services are for.')).toBeVisible();

    const residence = page.getByRole('radio', { name: /^Residence/ });
    const business = page.getByRole('radio', { name: /^Business/ });
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    await expect(residence).not.toBeChecked();
    await expect(business).not.toBeChecked();
    await expect(page.getByText('Residential electricity')).toBeVisible();
    await expect(page.getByText('Bulk metering')).toBeVisible();
    await expect(continueButton).toBeDisabled();
    await expectNoAxeViolations(page, 'application choice page');

    await page.getByText('Business', { exact: true }).click();
    await expect(business).toBeChecked();
    await expect(continueButton).toBeEnabled();

    await page.getByText('Residence', { exact: true }).click();
    await expect(residence).toBeChecked();
    await expect(business).not.toBeChecked();
    await expect(page.getByText('Selected', { exact: true })).toHaveCount(1);
    await expectNoAxeViolations(page, 'application choice page with Residence selected');

    await continueButton.click();
    await expect(page).toHaveURL(/\/ClientApps\/application\/residential$/);
    await expectResidentialWizard(page);
    await expectNoAxeViolations(page, 'residential application wizard');

    await page
      .getByRole('button', { name: 'Back to Home' })
      .or(page.getByRole('link', { name: 'Back to Home' }))
      .click();
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole('heading', { level: 1, name: 'Utility Services Portal' })).toBeVisible();
  });

  test('Visitors choosing Business reach the business application route', async ({ page }) => {
    await page.goto('application/start');
    await page.getByText('Business', { exact: true }).click();
    await expect(page.getByRole('radio', { name: /^Business/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/ClientApps\/application\/business$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Business Application' })).toBeVisible();
    await expectNoAxeViolations(page, 'business application');
  });

  test('Cancel and Go Back on the applicant-type choice return to the home page', async ({ page }) => {
    await page.goto('application/start');
    await page.getByText('Residence', { exact: true }).click();
    await expect(page.getByRole('radio', { name: /^Residence/ })).toBeChecked();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole('heading', { level: 1, name: 'Utility Services Portal' })).toBeVisible();

    await page.goto('application/start');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole('heading', { level: 1, name: 'Utility Services Portal' })).toBeVisible();
  });

  test('Both business application addresses open the business application wizard', async ({ page }) => {
    for (const path of ['application/business', 'business-application-fixed']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Business Application' })).toBeVisible();
      await expect(page.getByLabel('Business name')).toBeVisible();
    }
  });
});

test.describe('Termination-type choice', () => {
  test('Visitors start a termination by choosing Residential', async ({ page }) => {
    await page.goto('./?tab=termination');
    await page.getByRole('link', { name: 'Start Service Termination' }).click();
    await expect(page).toHaveURL(/\/ClientApps\/termination\/start$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Which services are you terminating?' })).toBeVisible();
    await expect(page.getByText('Choose the type of account you want to close.')).toBeVisible();

    const residential = page.getByRole('radio', { name: /^Residential/ });
    const business = page.getByRole('radio', { name: /^Business/ });
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    await expect(page.getByText('Close a household account')).toBeVisible();
    await expect(page.getByText('Close a business account')).toBeVisible();
    await expect(continueButton).toBeDisabled();
    await expectNoAxeViolations(page, 'termination choice page');

    await page.getByText('Residential', { exact: true }).click();
    await expect(residential).toBeChecked();
    await expect(business).not.toBeChecked();
    await expect(continueButton).toBeEnabled();
    await continueButton.click();
    await expect(page).toHaveURL(/\/ClientApps\/termination\/residential$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Residential Service Termination' })).toBeVisible();
  });

  test('Visitors choosing Business reach the business termination route', async ({ page }) => {
    await page.goto('termination/start');
    // Keyboard users: focus the first card's radio and arrow to the second one.
    await page.getByRole('radio', { name: /^Residential/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /^Business/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/ClientApps\/termination\/business$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Business Service Termination' })).toBeVisible();
  });

  test('Cancel and Go Back on the termination-type choice return to the home page', async ({ page }) => {
    await page.goto('termination/start');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole('heading', { level: 1, name: 'Utility Services Portal' })).toBeVisible();

    await page.goto('termination/start');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(HOME);
  });
});
