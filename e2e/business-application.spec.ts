import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  type Applicant,
  acceptTerms,
  applicant,
  continueButton,
  createApplication,
  enterCode,
  expectConfirmation,
  expectStep,
  fillClientDetails,
  fillTenancy,
  pickWaterkloofUnit,
  progress,
  uploadDocument,
  verifyPhone,
  waitForNextCodeAllowed,
} from './support/residential-wizard';
import { smsTo, waitForCode } from './support/sms-outbox';
import { tinyPdf, tinyPng } from './support/test-files';
import { dismissToast, expectToast } from './support/toast';

interface Business {
  name: string;
  type: string;
  registrationNumber: string;
  vatNumber?: string;
  tradingName?: string;
}

/** The business section comes first on the client details step. */
async function fillBusiness(page: Page, business: Business) {
  await page.getByLabel('Business name').fill(business.name);
  await page.getByLabel('Business type').selectOption({ label: business.type });
  await page.getByLabel('CIPC registration number').fill(business.registrationNumber);
  if (business.vatNumber) await page.getByLabel('VAT number (optional)').fill(business.vatNumber);
  if (business.tradingName) await page.getByLabel('Trading name (optional)').fill(business.tradingName);
}

/** From the empty form to phone verification done: the business, its representative, the property, the code. */
async function applyUpToDocuments(page: Page, path: string, business: Business, person: Applicant, unit: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Application' })).toBeVisible();
  await expect(page).toHaveTitle('Business Application - Protea Management');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '16.67');
  await expect(page.getByLabel('CIPC registration number')).toHaveAttribute('placeholder', '2015/123456/07');
  await expectNoAxeViolations(page, 'business client details step', { soft: true });
  await fillBusiness(page, business);
  await fillClientDetails(page, person);
  await page.getByLabel(/^I have read the privacy notice/).check();
  await continueButton(page).click();
  await expectStep(page, 'Property information', '33.33');
  await expectNoAxeViolations(page, 'business property step', { soft: true });
  await pickWaterkloofUnit(page, unit);
  await fillTenancy(page, 'Tenant');
  const createRequest = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/ClientApps/api/business-applications',
  );
  const { reference, codesBefore } = await createApplication(page, person);
  expect((await createRequest).postDataJSON()).toMatchObject({
    formtype: 4,
    isbusiness: true,
    businessName: business.name,
    registrationNumber: business.registrationNumber,
    firstName: person.firstName,
    unitNumber: unit,
  });
  await expect(page).toHaveURL(new RegExp(`/${path}\\?continue=${reference}$`));
  await expectNoAxeViolations(page, 'business phone verification step', { soft: true });
  await verifyPhone(page, person, codesBefore);
  await expectNoAxeViolations(page, 'business document upload step', { soft: true });
  return reference;
}

/** Both boxes, a typed signature, Submit: the confirmation. */
async function signAndSubmit(page: Page, reference: string, signature: string) {
  await expectStep(page, 'Terms and signature', '83.33');
  await expectNoAxeViolations(page, 'business terms step', { soft: true });
  await acceptTerms(page);
  await page.getByLabel('Type your full name as your signature').fill(signature);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expectToast(page, { title: 'Application Submitted', variant: 'success' });
  await expectConfirmation(page, reference);
}

test.describe('Business application wizard', () => {
  test('A (Pty) Ltd with two directors and a VAT number applies from start to finish', async ({ page }) => {
    test.setTimeout(120_000);
    const person = applicant('Lerato', 'Nkosi', '0811');
    const business: Business = {
      name: 'Nkosi Traders',
      type: '(Pty) Ltd',
      registrationNumber: '2015/123456/07',
      vatNumber: '4123456789',
      tradingName: 'Nkosi Corner Shop',
    };

    // The business fields are checked as the server checks them.
    await page.goto('application/business');
    await page.getByLabel('CIPC registration number').fill('2015-123456');
    await page.getByLabel('VAT number (optional)').fill('123');
    await continueButton(page).click();
    await expect(page.getByLabel('Business name')).toHaveAccessibleDescription('Business name is required');
    await expect(page.getByLabel('CIPC registration number')).toHaveAccessibleDescription(
      /Enter the CIPC number as YYYY\/NNNNNN\/NN$/,
    );
    await expect(page.getByLabel('VAT number (optional)')).toHaveAccessibleDescription(
      /A VAT number is 10 digits starting with 4$/,
    );
    await expect(page.getByLabel('Business type')).toHaveAccessibleDescription('Please select the type of business');
    await expectNoAxeViolations(page, 'business client details step with errors', { soft: true });

    const reference = await applyUpToDocuments(page, 'application/business', business, person, '14');

    // The representative's ID, one further director's, the CIPC and VAT registrations and the lease.
    await expect(page.getByRole('region', { name: 'VAT registration' }).getByText('Required')).toBeVisible();
    await page.getByRole('button', { name: 'Add another director' }).click();
    await expect(page.getByRole('region', { name: 'ID of director or owner 2' })).toBeVisible();
    await continueButton(page).click();
    await expectToast(page, {
      title: 'Missing Documents',
      description:
        "Please upload the following documents: Representative's ID, ID of director or owner 2, CIPC registration document, VAT registration, Lease agreement",
      variant: 'destructive',
    });
    await dismissToast(page, 'Missing Documents');
    await uploadDocument(page, "Representative's ID", tinyPng('representative-id.png'));
    await uploadDocument(page, 'ID of director or owner 2', tinyPng('director-id.png'));
    await uploadDocument(page, 'CIPC registration document', tinyPdf('cipc.pdf'));
    await uploadDocument(page, 'Lease agreement', tinyPdf('lease-agreement.pdf'));
    await continueButton(page).click();
    await expectToast(page, {
      title: 'Missing Documents',
      description: 'Please upload the following documents: VAT registration',
    });
    await dismissToast(page, 'Missing Documents');
    await uploadDocument(page, 'VAT registration', tinyPdf('vat.pdf'));
    await expect(page.getByText('Required', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, 'business document upload step with every document', { soft: true });
    await continueButton(page).click();

    await signAndSubmit(page, reference, 'Lerato Nkosi');

    // The stored record is a business with its fields and documents.
    const stored = await page.request.get(`api/business-applications/${reference}`);
    expect(stored.ok()).toBe(true);
    const record = (await stored.json()) as {
      application: { business: Record<string, string>; documents: { type: string }[] };
    };
    expect(record.application.business).toMatchObject({
      businessName: 'Nkosi Traders',
      registrationNumber: '2015/123456/07',
      vatNumber: '4123456789',
      businessType: 'pty-ltd',
      tradingName: 'Nkosi Corner Shop',
    });
    expect(record.application.documents.map((d) => d.type).sort()).toEqual([
      'cipc',
      'deedlease',
      'director-1',
      'id',
      'vat',
    ]);
  });

  test('A sole proprietor without VAT applies on a 360 px phone', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 740 });
    const person = applicant('Pieter', 'Botha', '0812');
    const business: Business = {
      name: 'Botha Plumbing',
      type: 'Sole proprietor',
      registrationNumber: '2019/654321/07',
    };
    const reference = await applyUpToDocuments(page, 'business-application-fixed', business, person, '15');

    // Without a VAT number the VAT registration is not required, and the page does not scroll sideways.
    await expect(page.getByRole('region', { name: 'VAT registration' }).getByText('Not Required')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await uploadDocument(page, "Representative's ID", tinyPng('representative-id.png'));
    // A director slot added by mistake is removed again.
    await page.getByRole('button', { name: 'Add another director' }).click();
    await page.getByRole('button', { name: 'Remove director or owner 2' }).click();
    await expect(page.getByRole('region', { name: 'ID of director or owner 2' })).toHaveCount(0);
    await uploadDocument(page, 'CIPC registration document', tinyPdf('cipc.pdf'));
    await uploadDocument(page, 'Lease agreement', tinyPdf('lease-agreement.pdf'));
    await continueButton(page).click();

    await signAndSubmit(page, reference, 'Pieter Botha');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('A business application is resumed by its code with the business filled in', async ({ page }) => {
    test.setTimeout(90_000);
    const person = applicant('Naledi', 'Sithole', '0813');
    const business: Business = {
      name: 'Sithole Logistics',
      type: 'Close corporation (CC)',
      registrationNumber: '2008/111222/23',
    };
    const reference = await applyUpToDocuments(page, 'application/business', business, person, '16');

    // A new visit: the code is asked again, then the wizard opens at the documents with the business kept.
    await page.context().clearCookies();
    await waitForNextCodeAllowed(page, person);
    const codesBefore = smsTo(person.cellPhoneE164).length;
    await page.goto(`application/business?continue=${reference}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Business Application' })).toBeVisible();
    await expectNoAxeViolations(page, 'business resume code step', { soft: true });
    await enterCode(page, await waitForCode(person.cellPhoneE164, codesBefore));
    await expectStep(page, 'Upload documents', '66.67');
    await expect(page.getByRole('region', { name: 'VAT registration' }).getByText('Not Required')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Details' });
    await expect(dialog.getByLabel('Business name')).toHaveValue('Sithole Logistics');
    await expect(dialog.getByLabel('CIPC registration number')).toHaveValue('2008/111222/23');
    await expectNoAxeViolations(page, 'business edit details', { soft: true });
    await dialog.getByLabel('Business name').fill('Sithole Logistics Group');
    await dialog.getByLabel('VAT number (optional)').fill('4987654321');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, { title: 'Details Updated', variant: 'success' });
    // With a VAT number the VAT registration becomes required.
    await expect(
      page.getByRole('region', { name: 'VAT registration' }).getByText('Required', { exact: true }),
    ).toBeVisible();
    const stored = await page.request.get(`api/business-applications/${reference}`);
    expect(
      ((await stored.json()) as { application: { business: { businessName: string } } }).application.business
        .businessName,
    ).toBe('Sithole Logistics Group');
  });
});
