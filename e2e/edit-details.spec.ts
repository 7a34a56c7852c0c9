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
  verifyPhone,
} from './support/residential-wizard';

test.describe('Edit Details', () => {
  test('The cell phone number is called verified only once the code has confirmed it', async ({ page }) => {
    test.setTimeout(60_000);
    const person = applicant('Karabo', 'Editverified', '0741');
    await page.goto('application/residential');
    await fillClientDetails(page, person);
    await page.getByLabel(/^I have read the privacy notice/).check();
    await continueButton(page).click();
    await expectStep(page, 'Property information', '33.33');
    await pickWaterkloofUnit(page, '8');
    await fillTenancy(page, 'Tenant');
    const { codesBefore } = await createApplication(page, person);

    // Created, code sent, not yet entered: the number is not verified.
    await page.getByRole('button', { name: 'Edit Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Details' });
    const unverified = dialog.getByLabel('Cell phone number (Not Verified Yet)');
    await expect(unverified).toHaveValue(person.cellPhoneE164);
    await expect(unverified).toHaveAttribute('readonly', '');
    await expect(unverified).toHaveAccessibleDescription(
      'This number is not verified yet. To use another number, go back to the Client details step.',
    );
    await expect(dialog.getByText(/verified cell phone number/i)).toHaveCount(0);
    await expectNoAxeViolations(page, 'Edit Details before the phone is verified');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await verifyPhone(page, person, codesBefore);
    await page.getByRole('button', { name: 'Edit Details' }).click();
    const verified = dialog.getByLabel('Cell phone number (Cannot Change)');
    await expect(verified).toHaveValue(person.cellPhoneE164);
    await expect(verified).toHaveAccessibleDescription('The verified cell phone number cannot be changed.');
    await expect(dialog.getByText('Not Verified Yet')).toHaveCount(0);
  });
});
