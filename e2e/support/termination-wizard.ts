import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { type Applicant, applicant } from './residential-wizard';
import { smsTo, waitForCode } from './sms-outbox';
import { photoTakenAt, type TestFile, tinyPdf, tinyPng } from './test-files';
import { dismissToast, expectToast } from './toast';

export type TerminationKind = 'residential' | 'business';

/** A customer ending services on one account, with a phone number of the journey's own. */
export interface TerminatingCustomer extends Applicant {
  accountNumber: string;
}

export const terminatingCustomer = (
  firstName: string,
  surname: string,
  phoneTail: string,
  accountNumber: string,
): TerminatingCustomer => ({ ...applicant(firstName, surname, phoneTail), accountNumber });

/** A calendar date `days` from today (far enough ahead that the time zone never makes it today or the past). */
export const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Today in South Africa (UTC+2 all year), as a date field takes it: the latest an early disconnection can be recorded for. */
export const saToday = () => new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);

export const TITLES: Record<TerminationKind, string> = {
  residential: 'Residential Service Termination',
  business: 'Business Service Termination',
};

export const terminationProgress = (page: Page) => page.getByRole('progressbar', { name: 'Termination progress' });
export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

/** The step is shown, announced (its heading has focus) and the progress bar is at the spec's value. */
export async function expectTerminationStep(page: Page, heading: string, progress: string) {
  await expect(stepHeading(page, heading)).toBeVisible();
  await expect(stepHeading(page, heading)).toBeFocused();
  await expect(terminationProgress(page)).toHaveAttribute('aria-valuenow', progress);
}

/** Nothing wider than a phone's screen, when the journey runs on one. */
export async function expectNoSidewaysScroll(page: Page, screen: string) {
  const viewport = page.viewportSize()!;
  if (viewport.width > 500) return;
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `page width of ${screen}`).toBeLessThanOrEqual(viewport.width);
}

/** Each screen: no axe violation (recorded, the journey goes on) and no sideways scroll on a phone. */
export async function checkScreen(page: Page, screen: string) {
  await expectNoAxeViolations(page, screen, { soft: true });
  await expectNoSidewaysScroll(page, screen);
}

export async function fillBusiness(page: Page) {
  await page.getByLabel('Business name').fill('Mokoena Trading');
  await page.getByLabel('Type of business').selectOption({ label: 'Private company ((Pty) Ltd)' });
  await page.getByLabel('VAT number (optional)').fill('4123456789');
}

export async function fillPersonalDetails(page: Page, customer: TerminatingCustomer) {
  await page.getByLabel('Title', { exact: true }).selectOption({ label: customer.title });
  await page.getByLabel('Initials', { exact: true }).fill(customer.initials);
  await page.getByLabel('First name', { exact: true }).fill(customer.firstName);
  await page.getByLabel('Surname', { exact: true }).fill(customer.surname);
  await page.getByLabel('Protea account number').fill(customer.accountNumber);
  await page.getByLabel('ID or passport number').fill(customer.idNumber);
  await page.getByLabel('Cell phone number', { exact: true }).fill(customer.cellPhone);
  await page.getByLabel('Email address', { exact: true }).fill(customer.email);
  await page.getByLabel('Reference name and surname').fill(customer.refName);
  await page.getByLabel('Reference cell phone number').fill(customer.refCellNo);
}

/** Continue on step 1 with consent: the draft is saved and a code goes to the number given. */
export async function savePersonalDetails(page: Page, customer: TerminatingCustomer) {
  const codesBefore = smsTo(customer.cellPhoneE164).length;
  await page.getByLabel(/^I have read the privacy notice/).check();
  await continueButton(page).click();
  await expectToast(page, {
    title: 'Personal Details Saved',
    description: 'Next, verify your cell phone number.',
    variant: 'success',
  });
  await expectTerminationStep(page, 'Verify your cell phone', '20');
  await expect(
    page.getByText(/^To protect the account holder, we check that the request comes from the phone/),
  ).toBeVisible();
  await dismissToast(page, 'Personal Details Saved');
  await expect(page.getByTestId('code-sent-to')).toHaveText(
    `We sent a code to *** *** ${customer.cellPhoneE164.slice(-4)}`,
  );
  return codesBefore;
}

export async function verifyCell(page: Page, customer: TerminatingCustomer, codesBefore: number) {
  await page.getByLabel('Verification code').fill(await waitForCode(customer.cellPhoneE164, codesBefore));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expectToast(page, { title: 'Phone Verified', variant: 'success' });
  await expectTerminationStep(page, 'Property information', '40');
  await dismissToast(page, 'Phone Verified');
}

/** A tenant at Waterkloof Heights leaving on `disconnectionDate`. */
export async function fillProperty(page: Page, disconnectionDate: string) {
  await page.getByRole('radio', { name: 'Tenant', exact: true }).check();
  await page.getByLabel('Complex or building name').fill('Waterkloof Heights');
  await page.getByLabel('Unit number').fill('9');
  await page.getByLabel('Street number').fill('112');
  await page.getByLabel('Street name').fill('Albert Street');
  await page.getByLabel('Suburb').fill('Waterkloof');
  await page.getByLabel('Province').selectOption({ label: 'Gauteng' });
  await page.getByLabel('Date of disconnection').fill(disconnectionDate);
}

export async function saveProperty(page: Page) {
  await continueButton(page).click();
  await expectToast(page, {
    title: 'Property Information Saved',
    description: 'Moving to document upload step.',
    variant: 'success',
  });
  await expectTerminationStep(page, 'Upload documents', '60');
  await dismissToast(page, 'Property Information Saved');
}

/** Uploads into a slot; `replace` when it already holds a file, which the new one replaces. */
export async function uploadTerminationDocument(page: Page, slot: string, file: TestFile, { replace = false } = {}) {
  await page.getByLabel(`${replace ? 'Replace the file' : 'Choose a file'} for: ${slot}`).setInputFiles(file);
  await expectToast(page, { title: 'File Uploaded', description: `${file.name} was uploaded.`, variant: 'success' });
  await dismissToast(page, 'File Uploaded');
  await expect(page.getByRole('region', { name: slot }).getByRole('link', { name: file.name })).toBeVisible();
}

/** The ID copy and the bank letter; the meter photo too when `withMeter`. */
export async function uploadDocuments(page: Page, { withMeter = false } = {}) {
  await uploadTerminationDocument(page, 'Copy of ID', tinyPng('id-copy.png'));
  await uploadTerminationDocument(page, 'Bank confirmation letter', tinyPdf('bank-letter.pdf', 'Bank letter'));
  // The optional slot's badge is capitalised like its neighbours' "Required".
  await expect(
    page.getByRole('region', { name: 'Photo of the meter' }).getByText('Optional', { exact: true }),
  ).toBeVisible();
  if (withMeter) {
    await uploadTerminationDocument(page, 'Photo of the meter', await photoTakenAt('meter.jpg', '2026:11:20 09:15:00'));
    await expect(page.getByTestId('meter-captured-at')).toHaveText('Photo taken: 2026/11/20, 09:15');
  }
}

export async function continueToDeposit(page: Page) {
  await continueButton(page).click();
  await expectToast(page, {
    title: 'Documents Completed',
    description: 'Moving to deposit & declaration step.',
    variant: 'success',
  });
  await expectTerminationStep(page, 'Deposit and declaration', '80');
  await dismissToast(page, 'Documents Completed');
}

/** Refund to a Capitec savings account (the universal branch code fills itself). */
export async function fillRefundAccount(page: Page, holder: string) {
  await page.getByLabel('Bank', { exact: true }).selectOption('Capitec Bank');
  await expect(page.getByLabel('Branch code')).toHaveValue('470010');
  await page.getByLabel('Branch name').fill('Menlyn');
  await page.getByLabel('Account number', { exact: true }).fill('1234567890');
  await page.getByLabel('Account type').selectOption({ label: 'Savings' });
  await page.getByLabel("Account holder's name").fill(holder);
}

/** The new address: street, suburb, city and province; a complex and unit only when given (a house has none). */
export async function fillNewAddress(
  page: Page,
  address: { complex?: string; unit?: string; streetNumber: string; streetName: string; suburb: string; city: string },
) {
  if (address.complex) await page.getByLabel('Complex or building name (optional)').fill(address.complex);
  if (address.unit) await page.getByLabel('Unit number (optional)').fill(address.unit);
  await page.getByLabel('Street number').fill(address.streetNumber);
  await page.getByLabel('Street name').fill(address.streetName);
  await page.getByLabel('Suburb').fill(address.suburb);
  await page.getByLabel('City', { exact: true }).fill(address.city);
  await page.getByLabel('Province').selectOption({ label: 'Gauteng' });
}

/** Refund to a Capitec savings account and a new address in Sunset Villas, Hatfield. */
export async function fillDeposit(page: Page, holder: string) {
  await fillRefundAccount(page, holder);
  await fillNewAddress(page, {
    complex: 'Sunset Villas',
    unit: '4',
    streetNumber: '20',
    streetName: 'Festival Street',
    suburb: 'Hatfield',
    city: 'Pretoria',
  });
}

/** Ticks the declaration, which reveals the signature section. */
export async function acceptDeclaration(page: Page) {
  const signature = page.getByRole('region', { name: 'Your signature' });
  await expect(signature).toHaveCount(0);
  await page.getByLabel(/^I have read and accept this declaration/).check();
  await expect(signature).toBeVisible();
  // What it signs, and the name it must be: the first name(s) and surname the request gives.
  await expect(signature.getByLabel('Type your full name as your signature')).toHaveAccessibleDescription(
    /^Your typed name counts as your signature on this termination request\. Type your first name\(s\) and surname as this request gives them: \S+ \S+$/,
  );
}

export async function signDrawn(page: Page) {
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  expect(Math.round(box.height)).toBe(80);
  expect(Math.round(box.width)).toBeLessThanOrEqual(250);
  await page.mouse.move(box.x + 20, box.y + 50);
  await page.mouse.down();
  await page.mouse.move(box.x + 90, box.y + 20, { steps: 6 });
  await page.mouse.move(box.x + 160, box.y + 60, { steps: 6 });
  await page.mouse.up();
}

export const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Termination' });

/** The confirmation gives the request's own TM- reference, and the account number labelled as such (issue 39). */
export async function expectTerminationReference(page: Page, accountNumber: string) {
  await expect(page.getByTestId('termination-reference')).toHaveText(/^TM-\d{4}-\d{5,6}$/);
  await expect(page.getByTestId('termination-account')).toHaveText(`Account number: ${accountNumber}`);
}

export async function expectSubmitted(page: Page, kind: TerminationKind, accountNumber: string) {
  await expectToast(page, {
    title: 'Termination Submitted Successfully',
    description: `Your ${kind} termination has been submitted for processing.`,
    variant: 'success',
  });
  await expectTerminationStep(page, 'Termination request submitted', '100');
  await dismissToast(page, 'Termination Submitted Successfully');
  await expectTerminationReference(page, accountNumber);
  await expect(page.getByText('Processing typically takes 3-5 business days.')).toBeVisible();
  await expect(page.getByText('Cancel your debit order or stop order with your bank.')).toBeVisible();
  // The confirmation has no Back.
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
}

/**
 * A whole termination through the public API, as the wizard makes it; the request context holds its session.
 * `property` changes the premise or the date (a register account's own unit, a late notice).
 */
export async function submitTerminationThroughApi(
  request: APIRequestContext,
  customer: TerminatingCustomer,
  property: { unitNumber?: string; disconnectionDate?: string } = {},
) {
  const { title, initials, firstName, surname, idNumber, cellPhone, email, refName, refCellNo } = customer;
  const personalDetails = {
    title: title.toLowerCase(),
    initials,
    firstName,
    surname,
    proteaAccountNumber: customer.accountNumber,
    idNumber,
    cellPhone,
    email,
    refName,
    refCellNo,
  };
  const propertyInfo = {
    isOwner: false,
    complexName: 'Waterkloof Heights',
    unitNumber: '12',
    streetNumber: '112',
    streetName: 'Albert Street',
    suburb: 'Waterkloof',
    province: 'gauteng',
    disconnectionDate: daysFromToday(45),
    ...property,
  };
  const saved = await request.put('api/terminations/draft', {
    data: { kind: 'residential', consent: true, language: 'en', personalDetails, propertyInfo },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const codesBefore = smsTo(customer.cellPhoneE164).length;
  const sent = await request.post('api/sms/send-verification', { data: { terminationId: 'TEMP' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await waitForCode(customer.cellPhoneE164, codesBefore);
  const confirmed = await request.put('api/terminations/draft/confirm-cell', { data: { code } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  for (const [documentType, file] of [
    ['id', tinyPng('id.png')],
    ['bank', tinyPdf('bank.pdf', 'Bank letter')],
  ] as const) {
    const uploaded = await request.post('api/upload-termination-document', {
      multipart: { terminationId: 'TEMP', documentType, document: file },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  }
  const now = new Date().toISOString();
  const submitted = await request.post('api/terminations/residential', {
    data: {
      personalDetails,
      propertyInfo,
      depositDeclaration: {
        bank: 'Capitec Bank',
        branch: 'Menlyn',
        accountNumber: '1234567890',
        branchCode: '470010',
        accountType: 'savings',
        bankAccountName: `${initials} ${surname}`,
        newComplexName: 'Sunset Villas',
        newUnitNumber: '4',
        newStreetName: 'Festival Street',
        newStreetNumber: '20',
        newSuburb: 'Hatfield',
        newCity: 'Pretoria',
        newProvince: 'gauteng',
        declarationAccepted: true,
        signature: `${firstName} ${surname}`,
        signatureType: 'typed',
        TermDate: now,
        SignedDate: now,
      },
      signatureType: 'typed',
      TermDate: now,
      SignedDate: now,
      uploadedFiles: [],
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  /** The termination's `TM-` reference. */
  return ((await submitted.json()) as { data: { terminationId: string } }).data.terminationId;
}
