import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { arcadiaTenancy, submitApplicationThroughApi } from './support/admin-applications';
import { expectNoAxeViolations } from './support/axe';
import { pdfText } from './support/pdf-text';
import { applicant, applicantApi, enterCode, expectStep, resubmitWithClearerId } from './support/residential-wizard';
import { smsTo, waitForCode } from './support/sms-outbox';
import { expectNoSidewaysScroll, submitTerminationThroughApi, terminatingCustomer } from './support/termination-wizard';
import { expectToast } from './support/toast';

const trackCard = (page: Page) => page.getByRole('main');
const statusBox = (page: Page) => page.getByRole('status').filter({ hasText: /Status|Stand/ });

/** Staff's side, over the API as the back office calls it: signed in once per journey. */
async function staffApi(request: APIRequestContext) {
  expect((await request.post('api/admin/login', { data: E2E_ADMIN })).ok()).toBe(true);
  return async (path: string, data: unknown = {}, method: 'POST' | 'PUT' = 'POST') => {
    const response = await request.fetch(`api/admin/applications/${path}`, { method, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
}

/** Staff check the documents, confirm the unit from the register, approve a deposit, approve and complete. */
async function approveAndComplete(request: APIRequestContext, reference: string, unitNumber: string) {
  const staff = await staffApi(request);
  for (const type of ['id', 'deedlease']) await staff(`${reference}/documents/${type}/approve`);
  const { complexes } = await (await request.get('api/database/complexes')).json();
  const arcadia = complexes.find((c: { ComplexName: string }) => c.ComplexName === 'Arcadia Place');
  await staff(`${reference}/complex`, { complexId: arcadia.ComplexID }, 'PUT');
  const { premises } = await (await request.get(`api/database/premises/${arcadia.ComplexID}`)).json();
  const unit = premises.find((p: { Address: string }) => p.Address.startsWith(`Unit ${unitNumber},`));
  await staff(`${reference}/unit`, { premise: unit.Premise }, 'PUT');
  await staff(`${reference}/deposit`, { amount: 2000 });
  await staff(`${reference}/approve`);
  await staff(`${reference}/complete`);
}

test.describe('Track my request', () => {
  test('A customer follows an application from the Continue tab through a request for information to completion, and downloads the welcome letter', async ({
    browser,
    playwright,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const person = applicant('Lerato', 'Tracker', '0961');
    const api = await applicantApi(playwright, baseURL);
    const { reference } = await submitApplicationThroughApi(api, person, arcadiaTenancy('14'));
    await api.dispose();

    // Another day, another browser: the Continue tab takes the reference and asks for a code at once.
    const customer = await browser.newContext();
    const page = await customer.newPage();
    await page.goto('./?tab=continue');
    await page.getByLabel('Reference or account number').fill(` ${reference.toLowerCase()} `);
    const codesBefore = smsTo(person.cellPhoneE164).length;
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/ClientApps/track\\?ref=${reference}&send=1$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Enter the code' })).toBeVisible();
    await expect(page.getByTestId('code-sent-to')).toHaveText('We sent a code to *** *** 0961');
    await expectNoAxeViolations(page, 'Track: the code');
    await enterCode(page, await waitForCode(person.cellPhoneE164, codesBefore));

    await expect(page).toHaveURL(new RegExp(`/ClientApps/track\\?ref=${reference}$`));
    await expect(statusBox(page)).toContainText('Being reviewed');
    const card = trackCard(page);
    await expect(card).toContainText('Residential application');
    await expect(card).toContainText('Our team reviews your request and its documents.');
    await expect(card.getByRole('list').first()).toContainText('Submitted');
    await expect(card.getByRole('button', { name: 'Cancel this request' })).toHaveCount(0);
    await expect(card.getByRole('region', { name: 'Your information' })).toBeVisible();
    await expectNoAxeViolations(page, 'Track: an application being reviewed');

    // Staff ask for a clearer ID copy; the SMS links to Track with the reference filled in.
    const staff = await staffApi(request);
    await staff(`${reference}/request-info`, { message: 'Please upload a clearer copy of your ID.' });
    await expect.poll(() => smsTo(person.cellPhoneE164).at(-1)?.body).toContain('clearer copy of your ID');
    const asked = smsTo(person.cellPhoneE164).at(-1)!.body;
    const link = new URL(/https?:\/\/\S+/.exec(asked)![0]);
    expect(link.pathname + link.search).toBe(`/ClientApps/track?ref=${reference}`);

    // The same browser still holds the request: the link shows it at once, with staff's words and what to do.
    await page.goto(`track?ref=${reference}`);
    await expect(statusBox(page)).toContainText('We need more information from you');
    await expect(card).toContainText('Please upload a clearer copy of your ID.');
    await expect(card).toContainText('More information requested');
    await expectNoAxeViolations(page, 'Track: information requested');
    await card.getByRole('link', { name: 'Give the information we asked for' }).click();

    // The wizard opens without a second code, at the start, with the request shown.
    await expectStep(page, 'Client details', '16.67');
    await expect(page.getByRole('alert').filter({ hasText: 'We need more information' })).toContainText(
      'Please upload a clearer copy of your ID.',
    );
    await resubmitWithClearerId(page, reference, 'Lerato Tracker');

    await page.goto(`track?ref=${reference}`);
    await expect(statusBox(page)).toContainText('Being reviewed');
    await expect(card).toContainText('Submitted again with the information');

    // Staff approve and complete: the customer sees the account number and takes the welcome letter.
    await approveAndComplete(request, reference, '14');
    await page.reload();
    await expect(statusBox(page)).toContainText('Completed');
    const accountNumber = /Account (\d{8}) opened/.exec((await card.textContent()) ?? '')?.[1];
    expect(accountNumber, 'the account opened is on the timeline').toBeDefined();
    await expect(card.getByRole('definition').filter({ hasText: accountNumber! })).toBeVisible();
    expect(smsTo(person.cellPhoneE164).some((sms) => sms.body.includes(accountNumber!))).toBe(true);
    await expectNoAxeViolations(page, 'Track: completed');
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download your welcome letter' }).click();
    const letter = await downloading;
    expect(letter.suggestedFilename()).toBe(`Welcome_letter_${accountNumber}.pdf`);
    const text = await pdfText(readFileSync((await letter.path())!));
    expect(text).toContain(accountNumber!);
    expect(text).toContain('Arcadia Place');
    await customer.close();
  });

  test('The Track page in Afrikaans at 360 px: the reference from the link, a code only when asked, no sideways scroll', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const person = applicant('Anneke', 'Volger', '0962');
    const api = await applicantApi(playwright, baseURL);
    const { reference } = await submitApplicationThroughApi(api, person, arcadiaTenancy('15'));
    await api.dispose();

    const phone = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
    await phone.addInitScript(() => localStorage.setItem('language', 'af'));
    const page = await phone.newPage();
    const codesBefore = smsTo(person.cellPhoneE164).length;
    await page.goto(`track?ref=${reference}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Volg jou versoek' })).toBeVisible();
    await expect(page.getByLabel('Verwysing of rekeningnommer')).toHaveValue(reference);
    // Opening the link sends nothing: a mail scanner that follows it costs the customer no code.
    expect(smsTo(person.cellPhoneE164)).toHaveLength(codesBefore);
    await expectNoSidewaysScroll(page, 'Track in Afrikaans: the reference');
    await expectNoAxeViolations(page, 'Track in Afrikaans: the reference');

    // A reference of no request is explained at the box, in Afrikaans.
    await page.getByLabel('Verwysing of rekeningnommer').fill('PM-2026-999999');
    await page.getByRole('button', { name: 'Stuur kode' }).click();
    await expect(trackCard(page).getByText("Ons kon nie 'n versoek met daardie verwysing")).toBeVisible();
    await page.getByLabel('Verwysing of rekeningnommer').fill('nie-n-nommer');
    await page.getByRole('button', { name: 'Stuur kode' }).click();
    await expect(trackCard(page).getByText("Tik 'n verwysing soos PM-2026-12345")).toBeVisible();

    await page.getByLabel('Verwysing of rekeningnommer').fill(reference);
    const before = smsTo(person.cellPhoneE164).length;
    await page.getByRole('button', { name: 'Stuur kode' }).tap();
    await expect(page.getByRole('heading', { level: 2, name: 'Tik die kode' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'Track in Afrikaans: the code');
    await page.getByLabel('Verifikasiekode').fill(await waitForCode(person.cellPhoneE164, before));
    await page.getByRole('button', { name: 'Verifieer', exact: true }).tap();

    await expect(statusBox(page)).toContainText('Word nagegaan');
    await expect(trackCard(page)).toContainText('Residensiële aansoek');
    await expect(trackCard(page)).toContainText('Ingedien');
    await expectNoSidewaysScroll(page, 'Track in Afrikaans: the status');
    await expectNoAxeViolations(page, 'Track in Afrikaans: the status');
    await phone.close();
  });

  test('A termination customer finds the request by account number and cancels it from Track', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const customer = terminatingCustomer('Sizwe', 'Tracktermination', '0964', '40000391');
    const api = await applicantApi(playwright, baseURL);
    await submitTerminationThroughApi(api, customer);
    await api.dispose();

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('./?tab=continue');
    await page.getByLabel('Reference or account number').fill('4000 0391');
    const codesBefore = smsTo(customer.cellPhoneE164).length;
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await enterCode(page, await waitForCode(customer.cellPhoneE164, codesBefore));

    const card = trackCard(page);
    await expect(statusBox(page)).toContainText('Being reviewed');
    await expect(card).toContainText('Residential termination');
    await expect(card.getByRole('definition').filter({ hasText: '40000391' })).toBeVisible();
    await expect(page).toHaveURL(/\/ClientApps\/track\?ref=TM-\d{4}-\d+$/);
    await card.getByRole('button', { name: 'Cancel this request' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this request?' });
    await expectNoAxeViolations(page, 'Track: cancel a termination');
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expectToast(page, { title: 'Request cancelled', variant: 'success' });
    await expect(statusBox(page)).toContainText('Cancelled');
    await expect(card).toContainText('Cancelled');
    await expect(card.getByRole('button', { name: 'Cancel this request' })).toHaveCount(0);
    await context.close();
  });
});
