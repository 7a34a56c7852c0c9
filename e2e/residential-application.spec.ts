import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expectNoAxeViolations } from './support/axe';
import { downloadApplicationPdf as downloadPdf, pdfText } from './support/pdf-text';
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
  resubmitWithClearerId,
  stepHeading,
  uploadDocument,
  verifyPhone,
  waterkloofApplication,
} from './support/residential-wizard';
import { smsTo, waitForCode } from './support/sms-outbox';
import { tinyPdf, tinyPng } from './support/test-files';
import { dismissToast, expectToast } from './support/toast';

/** The first screen: the POPIA notice first, then the details. */
async function startApplication(page: Page, person: Applicant) {
  await page.goto('application/residential');
  await expect(page.getByRole('heading', { level: 1, name: 'Residential Application' })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '16.67');
  await fillClientDetails(page, person);
  await page.getByLabel(/^I have read the privacy notice/).check();
  await continueButton(page).click();
  await expectStep(page, 'Property information', '33.33');
}

/** A tenant from the first screen to the terms step; returns the reference. */
async function applyUpToTerms(page: Page, person: Applicant, unit: string) {
  await startApplication(page, person);
  await pickWaterkloofUnit(page, unit);
  await fillTenancy(page, 'Tenant');
  const { reference, codesBefore } = await createApplication(page, person);
  await verifyPhone(page, person, codesBefore);
  await uploadDocument(page, 'Copy of ID', tinyPng('id-copy.png'));
  await uploadDocument(page, 'Lease agreement', tinyPdf('lease-agreement.pdf'));
  await continueButton(page).click();
  await expectStep(page, 'Terms and signature', '83.33');
  return reference;
}

/** The whole application through the API, as a browser would make it: created, verified, documented and signed. */
async function submitThroughApi(request: APIRequestContext, person: Applicant): Promise<string> {
  const created = await request.post('api/residential-applications', {
    data: {
      ...waterkloofApplication(person),
      postalAddress: 'PO Box 99, Brooklyn',
      postalCode: '0181',
    },
  });
  expect(created.status()).toBe(201);
  const { applicationNumber: reference } = (await created.json()) as { applicationNumber: string };
  const codesBefore = smsTo(person.cellPhoneE164).length;
  expect((await request.post('api/sms/send-verification', { data: { appNumber: reference } })).ok()).toBe(true);
  const code = await waitForCode(person.cellPhoneE164, codesBefore);
  expect((await request.put(`api/residential-applications/${reference}/confirm-cell`, { data: { code } })).ok()).toBe(
    true,
  );
  for (const [documentType, file] of [
    ['id', tinyPng('blurry-id.png')],
    ['deedlease', tinyPdf('lease.pdf')],
  ] as const) {
    const uploaded = await request.post('api/upload', {
      multipart: { applicationId: reference, documentType, document: file },
    });
    expect(uploaded.status()).toBe(201);
  }
  const signed = await request.post('api/save-signature', {
    data: {
      applicationNumber: reference,
      signatureType: 'typed',
      signatureData: `${person.firstName} ${person.surname}`,
      acceptedTerms: true,
    },
  });
  expect(signed.ok()).toBe(true);
  return reference;
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('Residential application wizard', () => {
  test('Tenants can apply from start to finish with a typed signature and download their summary', async ({ page }) => {
    // A whole journey with an accessibility scan of every screen.
    test.setTimeout(90_000);
    const person = applicant('Thandi', 'Mokoena', '0101');
    await page.goto('application/residential');
    await expect(page.getByRole('heading', { level: 1, name: 'Residential Application' })).toBeVisible();
    await expect(page).toHaveTitle('Residential Application - Protea Management');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '16.67');
    await expect(page.getByRole('button', { name: 'Edit Details' })).toHaveCount(0);
    // The policy opens over the form (wizard-draft.spec.ts), so nothing typed is lost.
    await expect(page.getByRole('button', { name: 'Read our privacy policy' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    await expectNoAxeViolations(page, 'client details step', { soft: true });

    // Nothing leaves the phone before the details are valid and the privacy notice is accepted.
    const consent = page.getByLabel(/^I have read the privacy notice/);
    await continueButton(page).click();
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAccessibleDescription('Please accept the privacy notice to continue');
    const firstName = page.getByLabel('First name', { exact: true });
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('First name is required');
    await expect(page.getByLabel('Cell phone number', { exact: true })).toHaveAccessibleDescription(
      /Cell phone must be at least 10 digits$/,
    );
    await expectNoAxeViolations(page, 'client details step with errors', { soft: true });
    await fillClientDetails(page, person);
    await page.getByLabel('ID or passport number').fill('8001015009080');
    await consent.check();
    await continueButton(page).click();
    await expect(page.getByLabel('ID or passport number')).toHaveAccessibleDescription(/valid South African ID number/);
    await page.getByLabel('ID or passport number').fill(person.idNumber);
    await continueButton(page).click();

    await expectStep(page, 'Property information', '33.33');
    await expectNoAxeViolations(page, 'property step', { soft: true });
    await continueButton(page).click();
    await expect(page.getByLabel('Search for your complex or building')).toBeFocused();
    await expect(page.getByLabel('Search for your complex or building')).toHaveAccessibleDescription(
      /Choose your complex and unit, or enter your address yourself\.$/,
    );
    await pickWaterkloofUnit(page, '5');
    await fillTenancy(page, 'Tenant');
    await expect(page.getByText('23 of 55 characters')).toBeVisible();
    await expect(page.getByLabel('Postal address', { exact: true })).toHaveAttribute('maxlength', '55');
    await expectNoAxeViolations(page, 'property step filled in', { soft: true });

    const createRequest = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/ClientApps/api/residential-applications',
    );
    const { reference, codesBefore } = await createApplication(page, person);
    expect((await createRequest).postDataJSON()).toMatchObject({
      consent: true,
      language: 'en',
      firstName: 'Thandi',
      cellPhone: person.cellPhoneE164,
      complexName: 'Waterkloof Heights',
      unitNumber: '5',
      streetAddress: '112 Albert Street',
      suburb: 'Waterkloof',
      province: 'Gauteng',
      isOwner: false,
      premiseId: expect.any(Number),
      postalAddress: 'PO Box 1234, Waterkloof',
      postalCode: '0145',
    });
    // A new code may only be asked for once the server's minute has passed.
    await expect(page.getByRole('button', { name: /^Resend code in (1:00|0:[0-5]\d)$/ })).toBeDisabled();
    await expect(page.getByLabel('Verification code')).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByLabel('Verification code')).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByRole('button', { name: 'Edit Details' })).toBeVisible();
    await expectNoAxeViolations(page, 'phone verification step', { soft: true });
    await verifyPhone(page, person, codesBefore);

    await expectNoAxeViolations(page, 'document upload step', { soft: true });
    await expect(page.getByRole('region', { name: 'Copy of ID' }).getByText('Required')).toBeVisible();
    await continueButton(page).click();
    await expectToast(page, {
      title: 'Missing Documents',
      description: 'Please upload the following documents: Copy of ID, Lease agreement',
      variant: 'destructive',
    });
    await dismissToast(page, 'Missing Documents');
    await uploadDocument(page, 'Copy of ID', tinyPng('id-copy.png'));
    await continueButton(page).click();
    await expectToast(page, {
      title: 'Missing Documents',
      description: 'Please upload the following documents: Lease agreement',
    });
    await dismissToast(page, 'Missing Documents');
    await uploadDocument(page, 'Lease agreement', tinyPdf('lease-agreement.pdf'));
    await expect(page.getByText('Required', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, 'document upload step with both documents', { soft: true });
    await continueButton(page).click();

    await expectStep(page, 'Terms and signature', '83.33');
    await expect(page.getByRole('region', { name: 'Terms of supply' })).toContainText('30 days');
    await expectNoAxeViolations(page, 'terms step', { soft: true });
    const summary = await pdfText(
      await downloadPdf(page, page.getByRole('button', { name: 'Download Application Summary' }), reference),
    );
    expect(summary).toContain(reference);
    expect(summary).toContain('Thandi');
    expect(summary).toContain('Mokoena');

    const submit = page.getByRole('button', { name: 'Submit Application' });
    await expect(submit).toBeDisabled();
    await acceptTerms(page);
    await expect(submit).toBeDisabled();
    await page.getByLabel('Type your full name as your signature').fill('Thandi Mokoena');
    await expect(submit).toBeEnabled();
    await expectNoAxeViolations(page, 'terms step with a typed signature', { soft: true });
    const signatureRequest = page.waitForRequest((r) => r.url().endsWith('/api/save-signature'));
    await submit.click();
    expect((await signatureRequest).postDataJSON()).toEqual({
      applicationNumber: reference,
      signatureType: 'typed',
      signatureData: 'Thandi Mokoena',
      acceptedTerms: true,
    });
    await expectToast(page, { title: 'Application Submitted', variant: 'success' });
    await expectConfirmation(page, reference);
    await expect
      .poll(() => smsTo(person.cellPhoneE164).map((sms) => sms.body), { message: 'the confirmation SMS' })
      .toContainEqual(expect.stringContaining(reference));
    const copy = await pdfText(
      await downloadPdf(page, page.getByRole('button', { name: 'Download PDF Copy' }), reference),
    );
    expect(copy).toContain(reference);
  });

  test('Owners can type their address, manage documents and sign by drawing', async ({ page }) => {
    test.setTimeout(90_000);
    const person = applicant('Johan', 'van der Merwe', '0202');
    await startApplication(page, person);

    // The complex is not in the register: the applicant types the address.
    await page.getByLabel('Search for your complex or building').fill('Jacaranda Court');
    await expect(page.getByRole('status').filter({ hasText: 'No complex matched your search.' })).toBeVisible();
    await page.getByRole('button', { name: 'I cannot find my complex' }).click();
    await expect(page.getByLabel('Complex or building name')).toHaveValue('Jacaranda Court');
    await page.getByLabel('Unit number', { exact: true }).fill('12');
    await page.getByLabel('Street address').fill('45 Park Street');
    await page.getByLabel('Suburb').fill('Arcadia');
    await expect(page.getByLabel('Province').locator('option')).toHaveCount(10);
    await page.getByLabel('Province').selectOption('Gauteng');
    await expect(page.getByLabel('Lease Start Date')).toHaveCount(0);
    await fillTenancy(page, 'Owner');
    await expect(page.getByLabel('Lease Start Date')).toHaveCount(0);
    await expectNoAxeViolations(page, 'property step typed by hand', { soft: true });
    const { reference, codesBefore } = await createApplication(page, person);
    await verifyPhone(page, person, codesBefore);

    // Owners upload the deed or offer to purchase; files are checked before they are sent.
    const deed = page.getByRole('region', { name: 'Deed of sale or offer to purchase' });
    await expect(deed).toBeVisible();
    await page.getByLabel('Choose a file for: Copy of ID').setInputFiles({
      name: 'big-scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
    });
    await expectToast(page, {
      title: 'File Too Large',
      description: 'The file is too large. The maximum size is 5MB.',
      variant: 'destructive',
    });
    await dismissToast(page, 'File Too Large');
    await page.getByLabel('Choose a file for: Copy of ID').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a document'),
    });
    await expectToast(page, { title: 'Invalid File Type', variant: 'destructive' });
    await dismissToast(page, 'Invalid File Type');
    // The server refuses content that does not match the name, and says why.
    await page.getByLabel('Choose a file for: Copy of ID').setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('this is not a pdf at all'),
    });
    await expectToast(page, { title: 'Upload Error', variant: 'destructive' });
    await dismissToast(page, 'Upload Error');

    await uploadDocument(page, 'Copy of ID', tinyPdf('wrong-id.pdf', 'Not my ID'));
    const id = page.getByRole('region', { name: 'Copy of ID' });
    await id.getByRole('button', { name: 'Remove Copy of ID' }).click();
    await expectToast(page, { title: 'File Deleted', description: 'wrong-id.pdf was removed.' });
    await dismissToast(page, 'File Deleted');
    await expect(id.getByText('Required')).toBeVisible();
    await uploadDocument(page, 'Copy of ID', tinyPng('id-front.png'));
    // Choosing another file replaces the one there.
    await page.getByLabel('Replace the file for: Copy of ID').setInputFiles(tinyPng('id-both-sides.png'));
    await expectToast(page, { title: 'File Uploaded', description: 'id-both-sides.png was uploaded.' });
    await dismissToast(page, 'File Uploaded');
    await expect(id.getByRole('link')).toHaveText(['id-both-sides.png']);
    await uploadDocument(page, 'Deed of sale or offer to purchase', tinyPdf('offer-to-purchase.pdf'));
    await continueButton(page).click();
    await expectStep(page, 'Terms and signature', '83.33');

    await acceptTerms(page);
    await page.getByRole('button', { name: 'Draw', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Draw', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const canvas = page.getByTestId('signature-canvas');
    const canvasBox = async () => {
      await canvas.scrollIntoViewIfNeeded();
      return (await canvas.boundingBox())!;
    };
    const { width, height } = await canvasBox();
    expect([width, height]).toEqual([400, 200]);
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page, 'terms step, drawing', { soft: true });

    const draw = async () => {
      const box = await canvasBox();
      await page.mouse.move(box.x + 40, box.y + 140);
      await page.mouse.down();
      for (const [dx, dy] of [
        [80, 60],
        [120, 150],
        [180, 70],
        [240, 140],
        [320, 90],
      ] as const) {
        await page.mouse.move(box.x + dx, box.y + dy, { steps: 8 });
      }
      await page.mouse.up();
    };
    await draw();
    await expect(submit).toBeEnabled();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(submit).toBeDisabled();
    await draw();
    await expect(submit).toBeEnabled();

    const signatureRequest = page.waitForRequest((r) => r.url().endsWith('/api/save-signature'));
    await submit.click();
    const sent = (await signatureRequest).postDataJSON();
    expect(sent).toMatchObject({ applicationNumber: reference, signatureType: 'drawn', acceptedTerms: true });
    expect(sent.signatureData).toMatch(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/);
    await expectConfirmation(page, reference);
  });

  test('Applicants can leave after the documents step and resume by reference with a code', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const person = applicant('Naledi', 'Khumalo', '0303');
    const reference = await applyUpToTerms(page, person, '7');
    await page.context().close();

    // Another day, another browser: nothing but the reference.
    const context = await browser.newContext();
    const later = await context.newPage();
    await later.goto('./?tab=continue');
    await later.getByLabel('Reference or account number').fill(reference.toLowerCase());
    const codesBefore = smsTo(person.cellPhoneE164).length;
    await later.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(later).toHaveURL(new RegExp(`/ClientApps/track\\?ref=${reference}&send=1$`));
    await expect(stepHeading(later, 'Enter the code')).toBeVisible();
    await expect(later.getByTestId('code-sent-to')).toHaveText('We sent a code to *** *** 0303');
    await expect(later.getByLabel('Verification code')).toBeFocused();
    await expect(later.getByText('Naledi')).toHaveCount(0);
    await expectNoAxeViolations(later, 'resume code screen', { soft: true });
    await enterCode(later, await waitForCode(person.cellPhoneE164, codesBefore));

    await expectStep(later, 'Terms and signature', '83.33');
    await expect(later.getByText(`Reference: ${reference}`)).toBeVisible();
    await expectNoAxeViolations(later, 'terms step after resuming', { soft: true });

    // The form is filled in from the saved application.
    await later.getByRole('button', { name: 'Edit Details' }).click();
    const dialog = later.getByRole('dialog', { name: 'Edit Details' });
    await expect(dialog.getByLabel('First name')).toHaveValue('Naledi');
    await expect(dialog.getByLabel('Surname')).toHaveValue('Khumalo');
    await expect(dialog.getByLabel('Email address')).toHaveValue('naledi@example.co.za');
    await expect(dialog.getByLabel('Cell phone number (Cannot Change)')).toHaveValue(person.cellPhoneE164);
    await expect(dialog.getByLabel('Cell phone number (Cannot Change)')).toHaveAttribute('readonly', '');
    await expect(dialog.getByLabel('Complex or building name')).toHaveValue('Waterkloof Heights');
    await expect(dialog.getByLabel('Unit number')).toHaveValue('7');
    await expect(dialog.getByLabel('Province')).toHaveValue('Gauteng');
    await expect(dialog.getByLabel('Lease Start Date')).toHaveValue('2026-11-15');
    await expectNoAxeViolations(later, 'Edit Details dialog', { soft: true });
    await dialog.getByLabel('Surname').fill('Khumalo-Nkosi');
    const update = later.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/${reference}`));
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect((await update).postDataJSON()).not.toHaveProperty('cellPhone');
    await expectToast(later, { title: 'Details Updated', variant: 'success' });
    await dismissToast(later, 'Details Updated');
    await expect(dialog).toHaveCount(0);

    await later.getByRole('button', { name: 'Back', exact: true }).click();
    await expectStep(later, 'Upload documents', '66.67');
    await expect(later.getByRole('link', { name: 'id-copy.png' })).toBeVisible();
    await expect(later.getByRole('link', { name: 'lease-agreement.pdf' })).toBeVisible();
    await later.getByRole('button', { name: 'Back', exact: true }).click();
    await expectStep(later, 'Verify your phone', '50');
    await expect(later.getByText('Your cell phone number is already verified.')).toBeVisible();
    await later.getByRole('button', { name: 'Back', exact: true }).click();
    await expectStep(later, 'Property information', '33.33');
    await expect(later.getByTestId('confirmed-address')).toContainText('Unit 7, Waterkloof Heights');
    await expect(later.getByRole('radio', { name: 'Tenant', exact: true })).toBeChecked();
    await expect(later.getByLabel('Postal code')).toHaveValue('0145');
    await later.getByRole('button', { name: 'Back', exact: true }).click();
    await expectStep(later, 'Client details', '16.67');
    await expect(later.getByLabel('Surname', { exact: true })).toHaveValue('Khumalo-Nkosi');
    await expect(later.getByLabel('Cell phone number', { exact: true })).toHaveAttribute('readonly', '');
    await expect(later.getByLabel(/^I have read the privacy notice/)).toHaveCount(0);

    // Forward again: a verified phone needs no new code.
    await continueButton(later).click();
    await expectStep(later, 'Property information', '33.33');
    await continueButton(later).click();
    await expectToast(later, { title: 'Details Saved', variant: 'success' });
    await expectStep(later, 'Upload documents', '66.67');
    await dismissToast(later, 'Details Saved');
    await continueButton(later).click();
    await expectStep(later, 'Terms and signature', '83.33');
    await acceptTerms(later);
    await later.getByLabel('Type your full name as your signature').fill('Naledi Khumalo-Nkosi');
    await later.getByRole('button', { name: 'Submit Application' }).click();
    await expectConfirmation(later, reference);
    await context.close();
  });

  test('A wrong code shows Invalid Code and never any application data', async ({ page, request }) => {
    const person = applicant('Lerato', 'Molefe', '0505');
    const created = await request.post('api/residential-applications', { data: waterkloofApplication(person) });
    expect(created.status()).toBe(201);
    const { applicationNumber: reference } = (await created.json()) as { applicationNumber: string };

    const answers: string[] = [];
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname.startsWith('/ClientApps/api/')) answers.push(await response.text());
    });
    await page.goto(`application/residential?continue=${reference}`);
    await expect(page.getByTestId('code-sent-to')).toHaveText('We sent a code to *** *** 0505');
    const code = await waitForCode(person.cellPhoneE164, 0);
    const wrong = code.replace(/.$/, (digit) => String((Number(digit) + 1) % 10));

    await enterCode(page, wrong);
    await expectToast(page, {
      title: 'Invalid Code',
      description: 'The verification code is incorrect. Please try again.',
      variant: 'destructive',
    });
    await dismissToast(page, 'Invalid Code');
    await expect(stepHeading(page, 'Continue your application')).toBeVisible();
    await expect(page.getByLabel('Verification code')).toHaveValue('');
    // Said at the code box too, where it stays once the toast has gone.
    await expect(page.getByLabel('Verification code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Verification code')).toHaveAccessibleDescription(
      /The verification code is incorrect\. Please try again\./,
    );
    await expect(page.getByRole('button', { name: 'Edit Details' })).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('Lerato');
    await expect(page.locator('body')).not.toContainText('Molefe');
    await expectNoAxeViolations(page, 'resume code screen after a wrong code', { soft: true });

    // The fifth wrong try locks the code: the applicant is told to ask for a new one.
    for (let attempt = 2; attempt <= 5; attempt++) {
      await enterCode(page, wrong);
      if (attempt < 5) {
        await expectToast(page, { title: 'Invalid Code' });
        await dismissToast(page, 'Invalid Code');
      }
    }
    await expect(page.getByRole('alert').filter({ hasText: 'Please request a new code' })).toContainText(
      'Press Resend code to get a new one.',
    );
    await expect(page.getByRole('button', { name: 'Verify', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Resend code/ })).toBeVisible();
    // Even the right code no longer opens the application.
    await page.getByLabel('Verification code').fill(code);
    await expect(page.getByRole('button', { name: 'Verify', exact: true })).toBeDisabled();
    expect(answers.join('\n')).not.toContain('Lerato');
    expect(answers.join('\n')).not.toContain('8001015009087');
  });

  test('Applicants asked for more information see the request, correct their application and resubmit', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const person = applicant('Pieter', 'Botha', '0606');
    const reference = await submitThroughApi(request, person);
    expect((await request.post('api/admin/login', { data: E2E_ADMIN })).ok()).toBe(true);
    const asked = await request.post(`api/admin/applications/${reference}/request-info`, {
      data: { message: 'Please upload a clearer copy of your ID.' },
    });
    expect(asked.ok()).toBe(true);

    const codesBefore = smsTo(person.cellPhoneE164).length;
    await page.goto(`application/residential?continue=${reference}`);
    await expect(page.getByTestId('code-sent-to')).toHaveText('We sent a code to *** *** 0606');
    await enterCode(page, await waitForCode(person.cellPhoneE164, codesBefore));

    await expectStep(page, 'Client details', '16.67');
    await expect(page.getByRole('alert').filter({ hasText: 'We need more information' })).toContainText(
      'Please upload a clearer copy of your ID.',
    );
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Pieter');
    await expectNoAxeViolations(page, 'client details with an information request', { soft: true });
    await resubmitWithClearerId(page, reference, 'Pieter Botha', 'Unit 9, Waterkloof Heights');
    await expect(page.getByText('We need more information', { exact: true })).toHaveCount(0);
  });
});

test.describe('Residential application on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Applicants on a phone can apply from start to finish', async ({ page }) => {
    test.setTimeout(90_000);
    const person = applicant('Zanele', 'Ndlovu', '0404');
    await page.goto('application/residential');
    await expect(page.getByRole('heading', { level: 1, name: 'Residential Application' })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'client details on a phone', { soft: true });
    await fillClientDetails(page, person);
    await page.getByLabel(/^I have read the privacy notice/).tap();
    await continueButton(page).tap();

    await expectStep(page, 'Property information', '33.33');
    await pickWaterkloofUnit(page, '11');
    await fillTenancy(page, 'Tenant');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'property step on a phone', { soft: true });
    const { reference, codesBefore } = await createApplication(page, person);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'phone verification on a phone', { soft: true });
    await verifyPhone(page, person, codesBefore);

    await uploadDocument(page, 'Copy of ID', tinyPng('id.png'));
    await uploadDocument(page, 'Lease agreement', tinyPdf('lease.pdf'));
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'documents on a phone', { soft: true });
    await continueButton(page).tap();

    await expectStep(page, 'Terms and signature', '83.33');
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Draw', exact: true }).tap();
    // The signature box fits the screen.
    const box = (await page.getByTestId('signature-canvas').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Type', exact: true }).tap();
    await page.getByLabel('Type your full name as your signature').fill('Zanele Ndlovu');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'terms on a phone', { soft: true });
    await page.getByRole('button', { name: 'Submit Application' }).tap();
    await expectConfirmation(page, reference);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });
});
