import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
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

/**
 * Issue 28: on a shared phone, Sign out ends the applicant's session on the server. The landing page says so, and
 * the application's address opened again asks for a code instead of showing the application.
 */
test('An applicant signs out on a shared phone and the next person finds nothing of the application', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const person = applicant('Lindiwe', 'Signsout', '0732');
  await page.goto('application/residential');
  await fillClientDetails(page, person);
  await page.getByLabel(/^I have read the privacy notice/).check();
  await continueButton(page).click();
  await expectStep(page, 'Property information', '33.33');
  await pickWaterkloofUnit(page, '7');
  await fillTenancy(page, 'Tenant');
  const { reference } = await createApplication(page, person);
  const applicationUrl = page.url();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toHaveText(
    'You are signed out. Nothing of your request stays on this device.',
  );
  await expectNoAxeViolations(page, 'landing page after signing out');

  // The application's own address now asks for a code sent to the phone on file.
  await page.goto(applicationUrl);
  await expect(page.getByText(reference).first()).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true })).toHaveCount(0);
  // Over the API too, the old session reads nothing.
  const answer = await page.request.get(`api/residential-applications/${reference}`);
  expect((await answer.json()).application).toBeUndefined();
  // And the wizard starts empty.
  await page.goto('application/residential');
  await expect(stepHeading(page, 'Client details')).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
});
