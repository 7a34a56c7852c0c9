import { expect, type Locator, test } from '@playwright/test';
import { applicant, continueButton, expectStep, fillFirstScreens, verifyPhone } from './support/residential-wizard';
import { smsTo } from './support/sms-outbox';
import { tinyPng } from './support/test-files';
import { dismissToast, expectToast } from './support/toast';

/** The toast's box and the control's box do not intersect (both as the screen shows them now). */
async function expectClear(toast: Locator, control: Locator) {
  const [a, b] = [await toast.boundingBox(), await control.boundingBox()];
  expect(a, 'the toast is shown').not.toBeNull();
  expect(b, 'the control is shown').not.toBeNull();
  const intersects =
    a!.x < b!.x + b!.width && a!.x + a!.width > b!.x && a!.y < b!.y + b!.height && a!.y + a!.height > b!.y;
  expect(intersects, `toast ${JSON.stringify(a)} over control ${JSON.stringify(b)}`).toBe(false);
}

test("Toasts cover no control: the code box on a phone, a document's Remove on a desktop", async ({ page }) => {
  test.setTimeout(120_000);
  const person = applicant('Zanele', 'Toastfree', '0391');
  await page.setViewportSize({ width: 360, height: 740 });
  await fillFirstScreens(page, person, '11');
  const codesBefore = smsTo(person.cellPhoneE164).length;
  await continueButton(page).click();
  const created = await expectToast(page, { title: 'Application Created', variant: 'success' });
  await expectStep(page, 'Verify your phone', '50');
  const codeBox = page.getByLabel('Verification code');
  await codeBox.focus();
  await expectClear(created, codeBox);
  await expectClear(created, page.getByRole('button', { name: 'Verify', exact: true }));
  await dismissToast(page, 'Application Created');
  await verifyPhone(page, person, codesBefore);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByLabel('Choose a file for: Copy of ID').setInputFiles(tinyPng('id-copy.png'));
  const uploaded = await expectToast(page, { title: 'File Uploaded', variant: 'success' });
  const slot = page.getByRole('region', { name: 'Copy of ID' });
  await expect(slot.getByRole('link', { name: 'id-copy.png' })).toBeVisible();
  await expectClear(uploaded, slot.getByRole('button', { name: /^Remove/ }));
  await expectClear(uploaded, slot.getByRole('link', { name: 'id-copy.png' }));
});
