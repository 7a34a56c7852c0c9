import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { downloadApplicationPdf, pdfText } from './support/pdf-text';
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

/** The further directors' fieldset on the client details step (or in Edit Details). */
const directorsGroup = (scope: Page | Locator) => scope.getByRole('group', { name: 'Further directors or owners' });

/** Adds a further director at the end of the list and fills in the name and ID number. */
async function addDirector(scope: Page | Locator, fullName: string, idNumber: string) {
  const group = directorsGroup(scope);
  await group.getByRole('button', { name: 'Add a director or owner' }).click();
  await group.getByLabel('Full name').last().fill(fullName);
  await group.getByLabel('ID or passport number').last().fill(idNumber);
}

/** From the empty form to phone verification done: the business, its representative, the property, the code. */
async function applyUpToDocuments(
  page: Page,
  path: string,
  business: Business,
  person: Applicant,
  unit: string,
  beforeContinue: () => Promise<void> = async () => {},
) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Application' })).toBeVisible();
  await expect(page).toHaveTitle('Business Application - Protea Management');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '16.67');
  await expect(page.getByLabel('CIPC registration number')).toHaveAttribute('placeholder', '2015/123456/07');
  await expectNoAxeViolations(page, 'business client details step', { soft: true });
  await fillBusiness(page, business);
  await fillClientDetails(page, person);
  await page.getByLabel(/^I have read the privacy notice/).check();
  await beforeContinue();
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
  // The introduction names every type each slot accepts.
  await expect(page.getByText(/^Upload clear copies \(PDF, JPG, PNG, TIFF, GIF, BMP or WebP\)\./)).toBeVisible();
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
      type: 'Private company ((Pty) Ltd)',
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

    const reference = await applyUpToDocuments(page, 'application/business', business, person, '14', async () => {
      // Two further directors are added, one ID number mistyped; then the first is removed again (any may be).
      await addDirector(page, 'Johan Smit', '7503125124087');
      await addDirector(page, 'Sipho Nkosi', '8807230141088');
      await continueButton(page).click();
      const directors = directorsGroup(page);
      await expect(directors.getByLabel('ID or passport number').last()).toHaveAccessibleDescription(
        /Enter a valid South African ID number \(13 digits\) or a passport number \(6 to 20 letters and digits\)$/,
      );
      await expectNoAxeViolations(page, 'business directors with an error', { soft: true });
      await directors.getByLabel('ID or passport number').last().fill('8807230141087');
      await directors.getByRole('button', { name: 'Remove director or owner 2' }).click();
      await expect(directors.getByLabel('Full name')).toHaveCount(1);
      await expect(directors.getByLabel('Full name')).toHaveValue('Sipho Nkosi');
      await expect(directors.getByRole('heading', { name: 'Director or owner 2' })).toBeVisible();
    });

    // The representative's ID, the further director's, the CIPC and VAT registrations and the lease.
    await expect(page.getByRole('region', { name: 'VAT registration' }).getByText('Required')).toBeVisible();
    await expect(page.getByRole('region', { name: 'ID of Sipho Nkosi' })).toBeVisible();
    await continueButton(page).click();
    await expectToast(page, {
      title: 'Missing Documents',
      description:
        "Please upload the following documents: Representative's ID, ID of Sipho Nkosi, CIPC registration document, VAT registration, Lease agreement",
      variant: 'destructive',
    });
    await dismissToast(page, 'Missing Documents');
    await uploadDocument(page, "Representative's ID", tinyPng('representative-id.png'));
    await uploadDocument(page, 'ID of Sipho Nkosi', tinyPng('director-id.png'));
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
    // The copy downloaded from the confirmation names the business and every director's ID.
    const copy = await pdfText(
      await downloadApplicationPdf(page, page.getByRole('button', { name: 'Download PDF Copy' }), reference),
    );
    for (const expected of [
      'Nkosi Traders',
      '2015/123456/07',
      '4123456789',
      'Director or owner 2',
      'Sipho Nkosi, ID 8807230141087',
      'ID of director or owner 2',
      'CIPC registration document',
      'Lerato Nkosi',
    ]) {
      expect(copy).toContain(expected);
    }

    // The stored record is a business with its fields and documents.
    const stored = await page.request.get(`api/business-applications/${reference}`);
    expect(stored.ok()).toBe(true);
    const record = (await stored.json()) as {
      application: { business: Record<string, unknown>; documents: { type: string }[] };
    };
    expect(record.application.business).toMatchObject({
      businessName: 'Nkosi Traders',
      registrationNumber: '2015/123456/07',
      vatNumber: '4123456789',
      businessType: 'pty-ltd',
      tradingName: 'Nkosi Corner Shop',
      directors: [{ fullName: 'Sipho Nkosi', idNumber: '8807230141087' }],
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
    await expect(page.getByRole('region', { name: /^ID of / })).toHaveCount(0);
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
    // A partner forgotten on the first step is added here, and gets an ID slot of their own.
    await addDirector(dialog, 'Thabo Sithole', '9201010123086');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, { title: 'Details Updated', variant: 'success' });
    await expect(page.getByRole('region', { name: 'ID of Thabo Sithole' }).getByText('Required')).toBeVisible();
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

  test('In isiZulu, a business keeps what it typed across a reload, directors included', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('language-set')) {
        localStorage.setItem('language', 'zu');
        sessionStorage.setItem('language-set', '1');
      }
    });
    await page.goto('application/business');
    await expect(page.getByRole('heading', { level: 1, name: 'Isicelo Sebhizinisi' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
    await page.getByLabel('Igama lebhizinisi').fill('Zulu Crafts');
    await page.getByLabel('Inombolo yokubhalisa ye-CIPC').fill('2015/12');
    const directors = page.getByRole('group', { name: 'Abanye abaqondisi noma abanikazi' });
    await directors.getByRole('button', { name: 'Engeza umqondisi noma umnikazi' }).click();
    await directors.getByLabel('Igama eliphelele').fill('Bongani Zulu');
    await directors.getByLabel('Inombolo ye-ID noma yephasipoti').fill('8001015009088');
    await page.getByRole('button', { name: 'Qhubeka', exact: true }).click();
    await expect(page.getByLabel('Inombolo yokubhalisa ye-CIPC')).toHaveAccessibleDescription(
      /Faka inombolo ye-CIPC ngale ndlela: YYYY\/NNNNNN\/NN$/,
    );
    await expect(directors.getByLabel('Inombolo ye-ID noma yephasipoti')).toHaveAccessibleDescription(
      /Faka inombolo ye-ID/,
    );
    await expectNoAxeViolations(page, 'business client details in isiZulu with errors', { soft: true });

    // A reload (or a look at another page) keeps the typed business and its director in this tab.
    await page.reload();
    await expect(page.getByLabel('Igama lebhizinisi')).toHaveValue('Zulu Crafts');
    await expect(page.getByLabel('Inombolo yokubhalisa ye-CIPC')).toHaveValue('2015/12');
    await expect(directors.getByLabel('Igama eliphelele')).toHaveValue('Bongani Zulu');
    await expect(directors.getByLabel('Inombolo ye-ID noma yephasipoti')).toHaveValue('8001015009088');
    // A household's wizard in the same tab starts empty: the drafts are kept apart.
    await page.goto('application/residential');
    await expect(page.getByLabel('Igama lebhizinisi')).toHaveCount(0);
  });
});
