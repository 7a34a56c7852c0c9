import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { smsTo, waitForCode } from './sms-outbox';
import { type TestFile, tinyPng } from './test-files';
import { dismissToast, expectToast } from './toast';

export interface Applicant {
  title: 'Mr' | 'Mrs' | 'Ms' | 'Dr' | 'Prof';
  initials: string;
  firstName: string;
  surname: string;
  idNumber: string;
  /** As typed, e.g. 082 555 0101. */
  cellPhone: string;
  /** As the server stores it, e.g. +27825550101: the outbox is searched by it. */
  cellPhoneE164: string;
  email: string;
  refName: string;
  refCellNo: string;
}

/** A valid South African applicant with a phone number of the test's own. */
export function applicant(firstName: string, surname: string, phoneTail: string): Applicant {
  return {
    title: 'Ms',
    initials: firstName[0]!,
    firstName,
    surname,
    idNumber: '8001015009087',
    cellPhone: `082 555 ${phoneTail}`,
    cellPhoneE164: `+2782555${phoneTail}`,
    email: `${firstName.toLowerCase()}@example.co.za`,
    refName: 'Sipho Dlamini',
    refCellNo: '083 765 4321',
  };
}

/** The applicant's client fields as the create call takes them. */
export function clientFields(person: Applicant) {
  const { title, initials, firstName, surname, idNumber, cellPhone, email, refName, refCellNo } = person;
  return { title, initials, firstName, surname, idNumber, cellPhone, email, refName, refCellNo };
}

/** Client and property fields of a tenant at Waterkloof Heights, as the create call takes them. */
export function waterkloofApplication(person: Applicant, unitNumber = '9') {
  return {
    ...clientFields(person),
    complexName: 'Waterkloof Heights',
    streetAddress: '112 Albert Street',
    unitNumber,
    suburb: 'Waterkloof',
    province: 'Gauteng',
    occupationDate: '2026-12-01',
    leaseDate: '2026-11-15',
    isOwner: false,
    consent: true,
    language: 'en',
  };
}

/** An application started through the API (status incomplete); its reference. */
export async function startApplicationThroughApi(request: APIRequestContext, person: Applicant, unitNumber = '9') {
  const created = await request.post('api/residential-applications', {
    data: waterkloofApplication(person, unitNumber),
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { applicationNumber: string }).applicationNumber;
}

/** A request context of its own (its cookie jar is one applicant's session), sending the Origin the server checks. */
export function applicantApi(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined) {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL!).origin } });
}

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
export const progress = (page: Page) => page.getByRole('progressbar', { name: 'Application progress' });
export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

/** The step is shown, announced (its heading has focus) and the progress bar says how far along it is. */
export async function expectStep(page: Page, heading: string, progressValue: string) {
  await expect(stepHeading(page, heading)).toBeVisible();
  await expect(stepHeading(page, heading)).toBeFocused();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', progressValue);
}

export async function fillClientDetails(page: Page, person: Applicant) {
  await page.getByLabel('Title', { exact: true }).selectOption(person.title);
  await page.getByLabel('Initials', { exact: true }).fill(person.initials);
  await page.getByLabel('First name', { exact: true }).fill(person.firstName);
  await page.getByLabel('Surname', { exact: true }).fill(person.surname);
  await page.getByLabel('ID or passport number').fill(person.idNumber);
  await page.getByLabel('Cell phone number', { exact: true }).fill(person.cellPhone);
  await page.getByLabel('Email address (optional)').fill(person.email);
  await page.getByLabel('Reference name and surname').fill(person.refName);
  await page.getByLabel('Relation to you (optional)').fill('Brother');
  await page.getByLabel('Reference cell phone number').fill(person.refCellNo);
}

/** Searches with a typo, takes the "Did you mean" suggestion, then picks the complex and a unit. */
export async function pickWaterkloofUnit(page: Page, unit: string) {
  await page.getByLabel('Search for your complex or building').fill('watrkloof');
  const suggestions = page.getByRole('region', { name: 'Did you mean' });
  await suggestions.getByRole('button', { name: /Waterkloof Heights/ }).click();
  await page
    .getByRole('list', { name: 'Matching complexes' })
    .getByRole('button', { name: /Waterkloof Heights/ })
    .click();
  await page.getByLabel('Unit number', { exact: true }).selectOption({ label: `Unit ${unit}` });
  await expect(page.getByTestId('confirmed-address')).toHaveText(
    `Unit ${unit}, Waterkloof Heights112 Albert Street, WaterkloofGauteng`,
  );
}

/** A tenant's first two screens, through the POPIA notice: ready to create the application. */
export async function fillFirstScreens(page: Page, person: Applicant, unit: string) {
  await page.goto('application/residential');
  await fillClientDetails(page, person);
  await page.getByLabel(/^I have read the privacy notice/).check();
  await continueButton(page).click();
  await expectStep(page, 'Property information', '33.33');
  await pickWaterkloofUnit(page, unit);
  await fillTenancy(page, 'Tenant');
}

export async function fillTenancy(page: Page, kind: 'Tenant' | 'Owner') {
  await page.getByRole('radio', { name: kind, exact: true }).check();
  await page.getByLabel('Occupation date').fill('2026-12-01');
  await page.getByLabel(kind === 'Tenant' ? 'Lease Start Date' : 'Date of Sale/Transfer').fill('2026-11-15');
  await page.getByLabel('Postal address', { exact: true }).fill('PO Box 1234, Waterkloof');
  await page.getByLabel('Postal code').fill('0145');
}

/**
 * Continue on the property step: the application is created and a code is texted to the applicant.
 * Returns the reference and how many SMS the number had before, to find the new code.
 */
export async function createApplication(page: Page, person: Applicant) {
  const codesBefore = smsTo(person.cellPhoneE164).length;
  await continueButton(page).click();
  const created = await expectToast(page, { title: 'Application Created', variant: 'success' });
  await expect(created).toContainText('We sent a verification code to *** *** ');
  await expectStep(page, 'Verify your phone', '50');
  await dismissToast(page, 'Application Created');
  const reference = (await page.getByText(/^Reference: PM-\d{4}-\d+$/).textContent())!.replace('Reference: ', '');
  await expect(page).toHaveURL(new RegExp(`\\?continue=${reference}$`));
  await expect(page.getByTestId('code-sent-to')).toHaveText(
    `We sent a code to *** *** ${person.cellPhoneE164.slice(-4)}`,
  );
  return { reference, codesBefore };
}

export async function enterCode(page: Page, code: string) {
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** Reads the code the server texted (after `before` earlier messages) and enters it. */
export async function verifyPhone(page: Page, person: Applicant, before: number) {
  await enterCode(page, await waitForCode(person.cellPhoneE164, before));
  await expectToast(page, { title: 'Phone Verified', variant: 'success' });
  await expectStep(page, 'Upload documents', '66.67');
  await dismissToast(page, 'Phone Verified');
}

export async function uploadDocument(page: Page, slot: string, file: TestFile) {
  await page.getByLabel(`Choose a file for: ${slot}`).setInputFiles(file);
  await expectToast(page, { title: 'File Uploaded', description: `${file.name} was uploaded.`, variant: 'success' });
  await dismissToast(page, 'File Uploaded');
  await expect(page.getByRole('region', { name: slot }).getByRole('link', { name: file.name })).toBeVisible();
}

/** Ticks both boxes, which reveals the signature section. */
export async function acceptTerms(page: Page) {
  await expect(page.getByRole('region', { name: 'Your signature' })).toHaveCount(0);
  await page.getByLabel('I have read and accept the terms and conditions of supply.').check();
  await expect(page.getByRole('region', { name: 'Your signature' })).toHaveCount(0);
  await page.getByLabel('I confirm that the information I have given is true and correct.').check();
  await expect(page.getByRole('region', { name: 'Your signature' })).toBeVisible();
}

export async function expectConfirmation(page: Page, reference: string) {
  await expectStep(page, 'Application submitted', '100');
  await expect(page.getByTestId('confirmation-reference')).toHaveText(reference);
  await expect(page.getByText('Processing typically takes 3-5 business days.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF Copy' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Details' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'confirmation step', { soft: true });
}

/**
 * Asked for a clearer ID copy, the applicant (on the wizard's first step, the request shown) goes through the steps,
 * replaces the ID copy, signs again and resubmits.
 */
export async function resubmitWithClearerId(page: Page, reference: string, signature: string, address?: string) {
  await continueButton(page).click();
  await expectStep(page, 'Property information', '33.33');
  if (address) await expect(page.getByTestId('confirmed-address')).toContainText(address);
  await continueButton(page).click();
  await expectStep(page, 'Upload documents', '66.67');
  await dismissToast(page, 'Details Saved');
  await page.getByLabel('Replace the file for: Copy of ID').setInputFiles(tinyPng('clear-id.png'));
  await expectToast(page, { title: 'File Uploaded', description: 'clear-id.png was uploaded.' });
  await dismissToast(page, 'File Uploaded');
  await expect(page.getByRole('region', { name: 'Copy of ID' }).getByRole('link')).toHaveText(['clear-id.png']);
  await continueButton(page).click();
  await expectStep(page, 'Terms and signature', '83.33');
  await acceptTerms(page);
  await page.getByLabel('Type your full name as your signature').fill(signature);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expectConfirmation(page, reference);
}
