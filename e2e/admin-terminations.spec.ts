import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { asHolder } from './support/account-holder';
import { signInAsAdmin } from './support/admin-applications';
import { expectNoAxeViolations } from './support/axe';
import { applicantApi } from './support/residential-wizard';
import { smsTo, waitForCode } from './support/sms-outbox';
import {
  acceptDeclaration,
  continueToDeposit,
  daysFromToday,
  expectNoSidewaysScroll,
  expectTerminationStep,
  saToday,
  signDrawn,
  submitButton,
  submitTerminationThroughApi,
  terminatingCustomer,
  uploadTerminationDocument,
} from './support/termination-wizard';
import { tinyPdf } from './support/test-files';
import { dismissToast, expectToast } from './support/toast';

/** A demo account of the seeded register (seeded the same on every run): its holder, ID and unit. */
const REGISTER_ACCOUNT = { accountNumber: '00010053', holder: 'Ayanda Pillay', unit: '5' };

const terminationsTab = (page: Page) => page.getByRole('tab', { name: /^Terminations/ });
const statusTabs = (page: Page) => page.getByRole('tablist', { name: 'Termination status' });
const terminationRow = (page: Page, accountNumber: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: accountNumber, exact: true }) });

async function showStatus(page: Page, status: RegExp) {
  const tab = statusTabs(page).getByRole('tab', { name: status });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

async function searchTerminations(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search terminations' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]terms\\.search=${text}`));
}

async function openSection(dialog: Locator, name: 'Information' | 'Property' | 'Timeline' | 'Documents' | 'Actions') {
  const tab = dialog.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return dialog.getByRole('tabpanel', { name, exact: true });
}

async function expectSuccess(page: Page, title: string, description?: string) {
  await expectToast(page, { title, description, variant: 'success' });
  await dismissToast(page, title);
}

/** The customer comes back from the SMS link in a browser of their own, enters the code and lands in the wizard. */
async function resumeAsCustomer(browser: Browser, baseURL: string | undefined, phone: string, accountNumber: string) {
  const context = await browser.newContext({ baseURL });
  const customerPage = await context.newPage();
  const codesBefore = smsTo(phone).length;
  await customerPage.goto(`termination/residential?continue=${accountNumber}`);
  await customerPage.getByLabel('Verification code').fill(await waitForCode(phone, codesBefore));
  await customerPage.getByRole('button', { name: 'Verify', exact: true }).click();
  return { context, customerPage };
}

test.describe('Admin terminations', () => {
  test('An admin checks a termination against the register, asks for a new bank letter, then approves and completes it', async ({
    page,
    browser,
    playwright,
    baseURL,
    request,
  }) => {
    test.setTimeout(150_000);
    const { accountNumber, holder, unit } = REGISTER_ACCOUNT;
    // The holder on file themself (ID and cell number): nobody else needs to confirm (issue 39).
    const customer = await asHolder(request, terminatingCustomer('Ayanda', 'Pillay', '0970', accountNumber));
    const api = await applicantApi(playwright, baseURL);
    // Twenty days' notice: fewer than thirty is a late notice.
    const disconnectionDate = daysFromToday(20);
    await submitTerminationThroughApi(api, customer, { unitNumber: unit, disconnectionDate });
    await api.dispose();

    await signInAsAdmin(page);
    await expect(terminationsTab(page)).toHaveAccessibleName(/^Terminations \d+ pending$/);
    await terminationsTab(page).click();
    await expect(page).toHaveURL(/[?&]tab=terminations/);
    await showStatus(page, /^Pending \d+$/);
    await searchTerminations(page, accountNumber);
    const row = terminationRow(page, accountNumber);
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Late notice')).toBeVisible();
    await expect(row.getByText(holder)).toBeVisible();
    await expect(page.getByText('Showing 1-1 of 1 terminations')).toBeVisible();
    await expect(statusTabs(page).getByRole('tab', { name: 'Pending 1' })).toBeVisible();
    await expectNoAxeViolations(page, 'terminations tab', { soft: true });

    await row.getByRole('button', { name: `View ${accountNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: accountNumber });
    const information = dialog.getByRole('tabpanel', { name: 'Information' });
    const register = information
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Accounts Register Check' }) });
    await expect(information.getByText('Residential Termination')).toBeVisible();
    await expect(register.getByText('Found and open')).toBeVisible();
    await expect(register.getByText(holder)).toBeVisible();
    await expect(register.getByText('Matches the holder')).toHaveCount(2);
    await expect(register.getByText('R 2 000.00')).toBeVisible();
    await expect(register.getByText('Late notice')).toBeVisible();
    await expectNoAxeViolations(page, 'termination information', { soft: true });
    for (const section of ['Property', 'Timeline', 'Documents'] as const) {
      await openSection(dialog, section);
      await expectNoAxeViolations(page, `termination ${section.toLowerCase()}`, { soft: true });
    }

    let actions = await openSection(dialog, 'Actions');
    await expectNoAxeViolations(page, 'termination actions', { soft: true });
    await actions
      .getByLabel('Information needed')
      .selectOption({ label: 'Please send a bank statement or a confirmation letter from your bank.' });
    await actions.getByRole('button', { name: 'Send Request' }).click();
    await expectSuccess(
      page,
      'Information Requested',
      'The customer was asked for the information and can resume the request.',
    );
    await expect(actions.getByText(/^Waiting for the customer to provide: Please send a bank statement/)).toBeVisible();
    await expect((await openSection(dialog, 'Information')).getByText('Awaiting Info from Client')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    const { context, customerPage } = await resumeAsCustomer(browser, baseURL, customer.cellPhoneE164, accountNumber);
    await expect(
      customerPage.getByText('Please send a bank statement or a confirmation letter from your bank.'),
    ).toBeVisible();
    await customerPage.getByRole('button', { name: 'Back', exact: true }).click();
    await expectTerminationStep(customerPage, 'Upload documents', '60');
    await uploadTerminationDocument(
      customerPage,
      'Bank confirmation letter',
      tinyPdf('new-bank-letter.pdf', 'New bank letter'),
      { replace: true },
    );
    await continueToDeposit(customerPage);
    const declaration = customerPage.getByLabel(/^I have read and accept this declaration/);
    if (!(await declaration.isChecked())) await acceptDeclaration(customerPage);
    await signDrawn(customerPage);
    await submitButton(customerPage).click();
    await expectTerminationStep(customerPage, 'Termination request submitted', '100');
    await context.close();

    // Back in the office: after a refresh the resubmitted request is pending again, with the new letter.
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await showStatus(page, /^Pending 1$/);
    await terminationRow(page, accountNumber)
      .getByRole('button', { name: `View ${accountNumber}` })
      .click();
    const documents = await openSection(dialog, 'Documents');
    await expect(documents.getByText(/^new-bank-letter\.pdf/)).toBeVisible();
    actions = await openSection(dialog, 'Actions');
    await actions.getByRole('button', { name: 'Approve Termination' }).click();
    await expectSuccess(page, 'Action Successful', 'Termination approved successfully');

    // Completing waits for the tick that the whole termination was carried out.
    const complete = actions.getByRole('button', { name: 'Confirm Completion First' });
    await expect(complete).toBeDisabled();
    await actions.getByLabel('Final meter reading taken by staff (optional)').fill('04519.5');
    await actions.getByLabel(/^I confirm that I have completed the full termination process/).check();
    // Twenty days before the disconnection date the customer asked for: staff first record the early disconnection.
    const markComplete = actions.getByRole('button', { name: 'Mark as Complete' });
    await expect(markComplete).toBeDisabled();
    await expect(markComplete).toHaveAccessibleDescription(
      new RegExp(
        `the disconnection is due on ${disconnectionDate.replaceAll('-', '/')}; record an early disconnection`,
      ),
    );
    await actions.getByLabel('Record an early disconnection').check();
    await actions.getByLabel('Date the services were disconnected').fill(saToday());
    await actions
      .getByLabel('Why they were disconnected early')
      .fill('The tenant moved out early; the meter was read on site.');
    await markComplete.click();
    const completed = await expectToast(page, { title: 'Termination Completed', variant: 'success' });
    await expect(completed).toContainText(
      new RegExp(
        `account ${accountNumber}, Waterkloof Heights unit ${unit}, completed \\d{4}/\\d{2}/\\d{2}, \\d{2}:\\d{2}`,
      ),
    );
    await dismissToast(page, 'Termination Completed');

    // The register now has the account closed; the timeline tells the whole story.
    const closedInformation = await openSection(dialog, 'Information');
    await expect(
      closedInformation.getByText(/^The account was closed in the register on \d{4}\/\d{2}\/\d{2}\.$/),
    ).toBeVisible();
    await expect(closedInformation.getByText('Completed', { exact: true }).first()).toBeVisible();
    const timeline = await openSection(dialog, 'Timeline');
    await expect(timeline.getByText(`Account ${accountNumber} closed in the register`)).toBeVisible();
    await expect(
      timeline.getByText(
        `Early disconnection recorded: ${saToday().replaceAll('-', '/')} (asked for ${disconnectionDate.replaceAll('-', '/')})`,
      ),
    ).toBeVisible();
    await expect(timeline.getByText('Status changed from Awaiting Info from Client to Pending')).toBeVisible();
    await timeline.getByLabel('Note').fill('  Final reading 04519.5 taken on site.  ');
    await timeline.getByRole('button', { name: 'Save Note' }).click();
    await expectSuccess(page, 'Note Saved');
    await expect(timeline.getByText('Final reading 04519.5 taken on site.')).toBeVisible();
    // The keyboard user is still in the dialog after the action, so Escape reaches it.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
      .toBe(true);
    await page.keyboard.press('Escape');
    await showStatus(page, /^Completed 1$/);
    await expect(terminationRow(page, accountNumber)).toHaveCount(1);
  });

  test('The overview counts terminations and its pipeline opens the filtered list', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const customer = terminatingCustomer('Sibusiso', 'Counted', '0972', '40000361');
    const api = await applicantApi(playwright, baseURL);
    await submitTerminationThroughApi(api, customer);
    await api.dispose();
    await signInAsAdmin(page);
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    await expect(overview.getByRole('heading', { name: 'Termination Statistics' })).toBeVisible();
    await expect(overview.getByRole('heading', { name: 'Termination Analytics' })).toBeVisible();
    await expect(overview.getByRole('heading', { name: 'Termination Pipeline' })).toBeVisible();
    // The pipeline's links are the ones into the terminations list.
    const pipelineLink = (name: RegExp) =>
      overview.getByRole('link', { name }).and(overview.locator('a[href*="tab=terminations"]'));
    for (const step of ['Incomplete', 'Pending', 'Approved', 'Completed', 'Cancelled']) {
      await expect(pipelineLink(new RegExp(`^${step} \\d+$`))).toBeVisible();
    }
    await expectNoAxeViolations(page, 'overview with termination statistics', { soft: true });
    await pipelineLink(/^Pending \d+$/).click();
    await expect(page).toHaveURL(/[?&]tab=terminations&terms\.status=pending/);
    await expect(statusTabs(page).getByRole('tab', { name: /^Pending \d+$/ })).toHaveAttribute('aria-selected', 'true');
    await searchTerminations(page, customer.accountNumber);
    await expect(terminationRow(page, customer.accountNumber)).toHaveCount(1);
    await expect(terminationRow(page, customer.accountNumber).getByText('Register mismatch')).toBeVisible();
    const csv = page.getByRole('link', { name: 'Export CSV' });
    await expect(csv).toHaveAttribute(
      'href',
      new RegExp(`/admin/terminations/export\\.csv\\?status=pending&.*search=${customer.accountNumber}`),
    );
    const response = await page.request.get(String(await csv.getAttribute('href')));
    expect(response.ok()).toBe(true);
    expect(await response.text()).toContain(customer.accountNumber);
  });

  test('On a phone the terminations tab and the detail dialog fit the screen', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const customer = terminatingCustomer('Lindiwe', 'Narrow', '0971', '40000360');
    const api = await applicantApi(playwright, baseURL);
    await submitTerminationThroughApi(api, customer);
    await api.dispose();
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsAdmin(page);
    await terminationsTab(page).click();
    await searchTerminations(page, customer.accountNumber);
    await expect(terminationRow(page, customer.accountNumber)).toHaveCount(1);
    await expectNoSidewaysScroll(page, 'terminations tab on a phone');
    await terminationRow(page, customer.accountNumber)
      .getByRole('button', { name: `View ${customer.accountNumber}` })
      .click();
    const dialog = page.getByRole('dialog', { name: customer.accountNumber });
    // An account the register does not hold: staff see it at once.
    await expect(dialog.getByText('Not found or not open')).toBeVisible();
    for (const section of ['Information', 'Property', 'Timeline', 'Documents', 'Actions'] as const) {
      await openSection(dialog, section);
      await expectNoSidewaysScroll(page, `termination ${section.toLowerCase()} on a phone`);
    }

    // Staff ask for information in their own words; from needs info, approving waits for the tick.
    const actions = await openSection(dialog, 'Actions');
    await actions.getByLabel('Information needed').selectOption({ label: 'Something else (type it)' });
    await actions.getByLabel('Describe what the customer must provide').fill('Please confirm your account number.');
    await actions.getByRole('button', { name: 'Send Request' }).click();
    await expectSuccess(page, 'Information Requested');
    await expect(
      actions.getByText('Waiting for the customer to provide: Please confirm your account number.', { exact: false }),
    ).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Confirm the Update First' })).toBeDisabled();
    await actions.getByLabel("The customer's information was updated.").check();
    await actions.getByRole('button', { name: 'Approve Termination' }).click();
    await expectSuccess(page, 'Action Successful', 'Termination approved successfully');
    await expect(actions.getByRole('button', { name: 'Confirm Completion First' })).toBeDisabled();
    await expectNoSidewaysScroll(page, 'termination actions when approved on a phone');
  });
});
