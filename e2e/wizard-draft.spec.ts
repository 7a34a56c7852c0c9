import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { recordCspViolations } from './support/csp';
import {
  applicant,
  continueButton,
  createApplication,
  expectStep,
  fillClientDetails,
  fillTenancy,
  pickWaterkloofUnit,
  stepHeading,
} from './support/residential-wizard';

const storedText = (page: Page, area: 'localStorage' | 'sessionStorage') =>
  page.evaluate((name) => JSON.stringify({ ...window[name] }), area);

test.describe('Residential wizard before the application exists', () => {
  test('Applicants keep what they typed across a reload and read the privacy policy without leaving the form', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const person = applicant('Palesesa', 'Draftkeeper', '0731');
    const violations = await recordCspViolations(page);
    await page.goto('application/residential');
    await fillClientDetails(page, person);

    await page.reload();
    await expect(stepHeading(page, 'Client details')).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Ms');
    await expect(page.getByLabel('Initials', { exact: true })).toHaveValue(person.initials);
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue(person.firstName);
    await expect(page.getByLabel('Surname', { exact: true })).toHaveValue(person.surname);
    await expect(page.getByLabel('ID or passport number')).toHaveValue(person.idNumber);
    await expect(page.getByLabel('Cell phone number', { exact: true })).toHaveValue(person.cellPhone);
    await expect(page.getByLabel('Email address (optional)')).toHaveValue(person.email);
    await expect(page.getByLabel('Reference name and surname')).toHaveValue(person.refName);
    await expect(page.getByLabel('Relation to you (optional)')).toHaveValue('Brother');
    await expect(page.getByLabel('Reference cell phone number')).toHaveValue(person.refCellNo);
    // Consent is asked for again; the ID number never goes to storage that outlives the tab.
    await expect(page.getByLabel(/^I have read the privacy notice/)).not.toBeChecked();
    expect(await storedText(page, 'localStorage')).not.toContain(person.idNumber);

    // The privacy policy opens over the form; the wizard's tab stays where it is.
    const wizardUrl = page.url();
    const policyButton = page.getByRole('button', { name: 'Read our privacy policy' });
    await policyButton.click();
    const policy = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(policy).toContainText('Protea Management collects the personal information in your application');
    await expect(policy).toContainText('lodge a complaint with the Information Regulator');
    const fullPage = policy.getByRole('link', { name: /^Open the full policy/ });
    await expect(fullPage).toHaveAttribute('target', '_blank');
    await expect(fullPage).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations(page, 'privacy policy dialog over the wizard');
    const newTab = page.context().waitForEvent('page');
    await fullPage.click();
    const privacyTab = await newTab;
    await expect(privacyTab).toHaveURL(/\/ClientApps\/privacy$/);
    await privacyTab.close();
    expect(page.url()).toBe(wizardUrl);
    await policy.getByRole('button', { name: 'Close' }).last().click();
    await expect(policy).toHaveCount(0);
    await expect(policyButton).toBeFocused();
    expect(page.url()).toBe(wizardUrl);
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue(person.firstName);
    expect(await violations()).toEqual([]);

    // The property step comes back after a reload too, with the details behind it.
    await page.getByLabel(/^I have read the privacy notice/).check();
    await continueButton(page).click();
    await expectStep(page, 'Property information', '33.33');
    await page.reload();
    await expect(stepHeading(page, 'Property information')).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectStep(page, 'Client details', '16.67');
    await expect(page.getByLabel('Surname', { exact: true })).toHaveValue(person.surname);
    await page.getByLabel(/^I have read the privacy notice/).check();
    await continueButton(page).click();
    await expectStep(page, 'Property information', '33.33');

    // Once the application exists the server has the details, and the tab's copy is gone.
    await pickWaterkloofUnit(page, '6');
    await fillTenancy(page, 'Tenant');
    await createApplication(page, person);
    expect(await storedText(page, 'sessionStorage')).not.toContain(person.idNumber);
    await page.goto('application/residential');
    await expect(stepHeading(page, 'Client details')).toBeVisible();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
  });
});
