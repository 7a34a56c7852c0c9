import { expect, test } from '@playwright/test';
import {
  checkScreen,
  continueButton,
  continueToDeposit,
  daysFromToday,
  fillPersonalDetails,
  fillProperty,
  savePersonalDetails,
  saveProperty,
  terminatingCustomer,
  uploadTerminationDocument,
  verifyCell,
} from './support/termination-wizard';
import { darkIdPhoto, tinyPdf, tinyPng } from './support/test-files';
import { dismissToast, expectToast } from './support/toast';

test('A customer uploads a dark ID photo, is told it looks too dark, and keeps it', async ({ page }) => {
  test.setTimeout(90_000);
  const customer = terminatingCustomer('Busisiwe', 'Darkroom', '0947', '40000347');
  await page.goto('termination/residential');
  await fillPersonalDetails(page, customer);
  const codesBefore = await savePersonalDetails(page, customer);
  await verifyCell(page, customer, codesBefore);
  await fillProperty(page, daysFromToday(40));
  await saveProperty(page);

  const slot = page.getByRole('region', { name: 'Copy of ID' });
  const warning = slot.getByTestId('photo-warning');
  await uploadTerminationDocument(page, 'Copy of ID', await darkIdPhoto('dark-id.jpg'));
  await expect(warning.getByRole('alert')).toHaveText(
    'This photo looks too dark. Staff may not be able to read it. Take it again in good light, holding the phone still, or keep it as it is.',
  );
  await checkScreen(page, 'documents with a dark photo');

  // Take it again: the file chooser opens, and a readable photo replaces the dark one without a word.
  const chooser = page.waitForEvent('filechooser');
  await warning.getByRole('button', { name: 'Take it again' }).click();
  await (await chooser).setFiles(tinyPng('light-id.png'));
  await expectToast(page, { title: 'File Uploaded', description: 'light-id.png was uploaded.', variant: 'success' });
  await dismissToast(page, 'File Uploaded');
  await expect(slot.getByRole('link', { name: 'light-id.png' })).toBeVisible();
  await expect(warning).toHaveCount(0);

  // A dark one again, kept this time: it stays in the slot and counts like any upload.
  await uploadTerminationDocument(page, 'Copy of ID', await darkIdPhoto('dark-id.jpg'), { replace: true });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Keep this photo' }).click();
  await expect(warning).toHaveCount(0);
  await expect(slot.getByRole('link', { name: 'dark-id.jpg' })).toBeVisible();
  await expect(page.getByLabel('Replace the file for: Copy of ID')).toBeFocused();
  await uploadTerminationDocument(page, 'Bank confirmation letter', tinyPdf('bank-letter.pdf', 'Bank letter'));
  await expect(continueButton(page)).toBeEnabled();
  await continueToDeposit(page);
});
