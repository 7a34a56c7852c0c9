import { expect, type Page, test } from '@playwright/test';
import {
  applicationRow,
  arcadiaTenancy,
  reviewDialog,
  searchApplications,
  signInAsAdmin,
  submitApplicationThroughApi,
} from './support/admin-applications';
import { expectNoAxeViolations } from './support/axe';
import { applicant, applicantApi } from './support/residential-wizard';
import { smsTo } from './support/sms-outbox';
import {
  acceptDeclaration,
  checkScreen,
  continueButton,
  continueToDeposit,
  daysFromToday,
  expectSubmitted,
  expectTerminationStep,
  fillDeposit,
  fillPersonalDetails,
  fillProperty,
  stepHeading,
  submitButton,
  terminatingCustomer,
  uploadTerminationDocument,
  verifyCell,
} from './support/termination-wizard';
import { tinyPdf, tinyPng } from './support/test-files';
import { dismissToast, expectToast, toastWithTitle } from './support/toast';

/** The server's words for a service that is away (errors.serviceUnavailable), as its error handler answers them. */
const UNAVAILABLE = 'We are having trouble right now. Your work is kept: please try again in a minute.';

/**
 * The next `method` request to `path` (below the API, without the query) is answered 503 as the server answers an
 * outage (issue 40): Retry-After and the error shape with the translated message. Every other request, and every
 * later one, goes through. `sent` resolves, once answered, with the body the page sent.
 */
async function unavailableOnce(page: Page, method: string, path: string) {
  let answered = false;
  const sent = new Promise<string | null>((resolve) => {
    void page.route(
      (url) => url.pathname.endsWith(`/api/${path}`),
      async (route) => {
        if (answered || route.request().method() !== method) return route.fallback();
        answered = true;
        resolve(route.request().postData());
        await route.fulfill({
          status: 503,
          headers: { 'Retry-After': '30' },
          json: { error: { code: 'service_unavailable', message: UNAVAILABLE, retryAfterSeconds: 30 } },
        });
      },
    );
  });
  return { sent };
}

/** The toast that says the work is kept, in the server's words, with Try again. */
async function expectKeptWork(page: Page, title: string) {
  const toast = await expectToast(page, { title, description: UNAVAILABLE, variant: 'destructive' });
  await expect(toast.getByRole('button', { name: 'Try again' })).toBeVisible();
  return toast;
}

test('A service away for a moment loses nothing: the step, the file and the signature are kept, and Try again sends them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = terminatingCustomer('Thandiwe', 'Outage', '0949', '40000349');
  await page.goto('termination/residential');
  await fillPersonalDetails(page, customer);
  await page.getByLabel(/^I have read the privacy notice/).check();

  // The gateway was slow: the code is on its way, and the screen says it may take a minute.
  await page.route('**/api/sms/send-verification', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), queued: true } });
  });
  const codesBefore = smsTo(customer.cellPhoneE164).length;
  await continueButton(page).click();
  await expectTerminationStep(page, 'Verify your cell phone', '20');
  await dismissToast(page, 'Personal Details Saved');
  await expect(page.getByTestId('code-sent-to')).toHaveText(
    `We sent a code to *** *** ${customer.cellPhoneE164.slice(-4)}` +
      'SMS messages are slow right now: your code is on its way and may take a minute to arrive.',
  );
  await page.unroute('**/api/sms/send-verification');
  await verifyCell(page, customer, codesBefore);

  // A step: the save meets an outage. The step stays as typed; Try again saves it.
  const disconnection = daysFromToday(40);
  await fillProperty(page, disconnection);
  const propertySave = await unavailableOnce(page, 'PUT', 'terminations/draft');
  await continueButton(page).click();
  expect(await propertySave.sent).toContain('Waterkloof Heights');
  const stepToast = await expectKeptWork(page, 'Error');
  await expect(stepHeading(page, 'Property information')).toBeVisible();
  await expect(page.getByLabel('Complex or building name')).toHaveValue('Waterkloof Heights');
  await expect(page.getByLabel('Date of disconnection')).toHaveValue(disconnection);
  await expect(continueButton(page)).toBeEnabled();
  await checkScreen(page, 'a step kept through an outage');
  await stepToast.getByRole('button', { name: 'Try again' }).click();
  await expectToast(page, { title: 'Property Information Saved', variant: 'success' });
  await expectTerminationStep(page, 'Upload documents', '60');
  await dismissToast(page, 'Property Information Saved');

  // An upload: the chosen file is kept, not shown as uploaded, and Try again sends it.
  const upload = await unavailableOnce(page, 'POST', 'upload-termination-document');
  await page.getByLabel('Choose a file for: Copy of ID').setInputFiles(tinyPng('outage-id.png'));
  await upload.sent;
  const uploadToast = await expectKeptWork(page, 'Upload Error');
  const slot = page.getByRole('region', { name: 'Copy of ID' });
  await expect(slot.getByRole('link')).toHaveCount(0);
  await checkScreen(page, 'an upload kept through an outage');
  await uploadToast.getByRole('button', { name: 'Try again' }).click();
  await expectToast(page, { title: 'File Uploaded', description: 'outage-id.png was uploaded.', variant: 'success' });
  await dismissToast(page, 'File Uploaded');
  await expect(slot.getByRole('link', { name: 'outage-id.png' })).toBeVisible();

  // A read tries once more by itself: a reload whose first read of the draft meets an outage opens the draft all the same.
  const draftRead = await unavailableOnce(page, 'GET', 'terminations/draft');
  await page.reload();
  await draftRead.sent;
  await expectTerminationStep(page, 'Upload documents', '60');
  await expect(slot.getByRole('link', { name: 'outage-id.png' })).toBeVisible();
  await expect(toastWithTitle(page, 'Error')).toHaveCount(0);
  await uploadTerminationDocument(page, 'Bank confirmation letter', tinyPdf('bank-letter.pdf', 'Bank letter'));
  await continueToDeposit(page);

  // The submission: everything typed and the signature stay; Try again submits them.
  await fillDeposit(page, `${customer.initials} ${customer.surname}`);
  await acceptDeclaration(page);
  const signature = page.getByLabel('Type your full name as your signature');
  await signature.fill('Thandiwe Outage');
  const submission = await unavailableOnce(page, 'POST', 'terminations/residential');
  await submitButton(page).click();
  expect(await submission.sent).toContain('Festival Street');
  const submitToast = await expectKeptWork(page, 'Submission Failed');
  await expect(page.getByLabel('Account number', { exact: true })).toHaveValue('1234567890');
  await expect(page.getByLabel('Street name')).toHaveValue('Festival Street');
  await expect(page.getByLabel(/^I have read and accept this declaration/)).toBeChecked();
  await expect(signature).toHaveValue('Thandiwe Outage');
  await expect(submitButton(page)).toBeEnabled();
  await checkScreen(page, 'a submission kept through an outage');
  await submitToast.getByRole('button', { name: 'Try again' }).click();
  await expectSubmitted(page, 'residential', customer.accountNumber);
});

test('A staff decision that meets an outage keeps its reason, and Try again over the dialog sends it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await applicantApi(playwright, baseURL);
  const person = applicant('Sibongile', 'Outagedecision', '0948');
  const { reference } = await submitApplicationThroughApi(api, person, arcadiaTenancy('17'));
  await api.dispose();

  await signInAsAdmin(page, 'admin?tab=applications');
  await searchApplications(page, reference);
  await applicationRow(page, reference).getByRole('button', { name: 'Reject' }).click();
  const dialog = reviewDialog(page, reference);
  const actions = dialog.getByRole('tabpanel', { name: 'Actions' });
  const reason = actions.getByLabel('Reason for rejection');
  await reason.selectOption({ label: 'Duplicate application' });
  const rejection = await unavailableOnce(page, 'POST', `admin/applications/${reference}/reject`);
  await actions.getByRole('button', { name: 'Reject Application' }).click();
  expect(await rejection.sent).toContain('duplicate');
  const toast = await expectKeptWork(page, 'Rejection Failed');
  await expect(dialog).toBeVisible();
  await expect(reason.locator('option:checked')).toHaveText('Duplicate application');
  await expectNoAxeViolations(page, 'a decision kept through an outage', { soft: true });

  // The toast's button works over the modal dialog, which stays open.
  await toast.getByRole('button', { name: 'Try again' }).click();
  await expectToast(page, { title: 'Application Rejected', variant: 'success' });
  await expect(dialog).toBeVisible();
  await expect(actions).toContainText('Rejected by Admin');
});
