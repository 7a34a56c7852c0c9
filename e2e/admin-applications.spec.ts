import { expect, type Page, test } from '@playwright/test';
import {
  applicationRow,
  openSection,
  reviewDialog,
  searchApplications,
  signInAsAdmin,
  statusTabs,
  submitApplicationThroughApi,
} from './support/admin-applications';
import { expectNoAxeViolations } from './support/axe';
import {
  acceptTerms,
  applicant,
  applicantApi,
  clientFields,
  continueButton,
  enterCode,
  expectConfirmation,
  expectStep,
} from './support/residential-wizard';
import { smsTo, waitForCode } from './support/sms-outbox';
import { tinyPdf, tinyPng } from './support/test-files';
import { dismissToast, expectToast } from './support/toast';

const ARCADIA_UNIT_5 = {
  complexName: 'Arcadia Place',
  streetAddress: '600 Pretorius Street',
  unitNumber: '5',
  suburb: 'Arcadia',
};

/** Shows the success toast, checks it and closes it, so the next toast with the same title is a new one. */
async function expectSuccess(page: Page, title: string, description?: string) {
  await expectToast(page, { title, description, variant: 'success' });
  await dismissToast(page, title);
}

/** The list of one status, narrowed to one application by a search. */
async function showInList(page: Page, status: RegExp, search: string) {
  const tab = statusTabs(page).getByRole('tab', { name: status });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await searchApplications(page, search);
}

test.describe('Admin applications', () => {
  test('Admins see the statistics and pipelines and open a filtered list from them', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const api = await applicantApi(playwright, baseURL);
    await submitApplicationThroughApi(api, applicant('Ayanda', 'Overviewtest', '0910'), {
      ...ARCADIA_UNIT_5,
      isOwner: true,
    });
    await api.dispose();

    await signInAsAdmin(page);
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    await expect(overview.getByRole('heading', { name: 'Application Statistics' })).toBeVisible();
    await expect(overview.getByRole('heading', { name: 'Termination Statistics' })).toBeVisible();
    await expect(overview.getByText(/^\d+%$/).first()).toBeVisible();
    for (const step of ['Incomplete', 'Needs Info', 'Pending', 'Approved', 'Completed']) {
      await expect(overview.getByRole('link', { name: new RegExp(`^${step} \\d+$`) }).first()).toBeVisible();
    }
    // Residential and business shares of applications, then of terminations.
    await expect(overview.getByText(/^\d+% of total$/)).toHaveCount(4);
    // The pending count is part of the tab's name, not only a coloured number.
    await expect(page.getByRole('tab', { name: /^Applications \d+ pending$/ })).toBeVisible();
    await expectNoAxeViolations(page, 'admin overview tab', { soft: true });

    await overview.getByRole('button', { name: 'Refresh Data' }).click();
    await expectSuccess(page, 'Dashboard Refreshed', 'All data has been updated.');

    await overview
      .getByRole('link', { name: /^Pending \d+$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\?tab=applications&apps\.status=pending$/);
    await expect(page.getByRole('tab', { name: /^Applications/ })).toHaveAttribute('aria-selected', 'true');
    await expect(statusTabs(page).getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('row').nth(1).getByRole('button', { name: 'View' })).toBeVisible();
    await expectNoAxeViolations(page, 'admin applications tab', { soft: true });

    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('link', { name: /^Awaiting Info from Client \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/admin\?tab=applications&apps\.status=needsinfo$/);
    await expect(statusTabs(page).getByRole('tab', { name: /^Awaiting Info from Client/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('link', { name: /^Cancelled \d+$/ }).click();
    await expect(page).toHaveURL(/\/admin\?tab=terminations&terms\.status=cancelled$/);
    await expect(page.getByRole('tab', { name: /^Terminations/ })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('tablist', { name: 'Termination status' }).getByRole('tab', { name: /^Cancelled/ }),
    ).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page, 'admin terminations tab', { soft: true });
  });

  test('An admin finds a pending application by search, checks everything, approves, completes and archives it', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const api = await applicantApi(playwright, baseURL);
    const { reference, person } = await submitApplicationThroughApi(api, applicant('Busisiwe', 'Mahlangu', '0911'), {
      ...ARCADIA_UNIT_5,
      isOwner: false,
    });
    await api.dispose();

    await signInAsAdmin(page, 'admin?tab=applications');
    await expect(statusTabs(page).getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
    await searchApplications(page, 'Mahlangu');
    const row = applicationRow(page, reference);
    await expect(row.getByRole('cell')).toContainText([
      'Busisiwe Mahlangu',
      /^\d{4}\/\d{2}\/\d{2}, \d{2}:\d{2}$/,
      'Residential',
      'Pending',
    ]);
    await expect(page.getByText('Showing 1-1 of 1 applications')).toBeVisible();

    // Applicant
    const viewButton = row.getByRole('button', { name: 'View' });
    await viewButton.click();
    const dialog = reviewDialog(page, reference);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const applicantPanel = dialog.getByRole('tabpanel', { name: 'Applicant' });
    await expect(applicantPanel.getByRole('region', { name: 'Application status' })).toContainText('Pending');
    await expect(applicantPanel).toContainText('8001015009087');
    await expect(applicantPanel).toContainText(`${person.cellPhoneE164} (verified)`);
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'review dialog, Applicant', { soft: true });
    const download = page.waitForEvent('download');
    await applicantPanel.getByRole('button', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`Application_${reference}.pdf`);
    await expectSuccess(page, 'PDF Downloaded');

    // Property: the complex the applicant typed is suggested; the admin confirms it and picks the unit.
    await dialog.getByRole('button', { name: 'Next' }).click();
    const property = dialog.getByRole('tabpanel', { name: 'Property' });
    const complex = property.getByLabel('Complex', { exact: true });
    const unit = property.getByLabel('Unit', { exact: true });
    await expect(complex.locator('option:checked')).toHaveText('Arcadia Place');
    await expectNoAxeViolations(page, 'review dialog, Property', { soft: true });
    // Without a complex there is no unit to pick and nothing to confirm.
    await complex.selectOption({ label: 'Select a complex' });
    await expect(unit).toBeDisabled();
    await expect(unit.locator('option:checked')).toHaveText('Select a complex first');
    await expect(property.getByRole('button', { name: 'Confirm Complex' })).toBeDisabled();
    await complex.selectOption({ label: 'Arcadia Place' });
    await property.getByRole('button', { name: 'Confirm Complex' }).click();
    await expectSuccess(page, 'Complex Confirmed');
    await expect(property.getByRole('button', { name: 'Confirm Unit' })).toBeDisabled();
    await unit.selectOption({ label: 'CX009-005 · Unit 5, Arcadia Place, 600 Pretorius Street, Arcadia' });
    await property.getByRole('button', { name: 'Confirm Unit' }).click();
    await expectSuccess(page, 'Unit Confirmed', 'The application is linked to unit CX009-005.');
    await expect(property.getByRole('definition').filter({ hasText: 'CX009-005' })).toBeVisible();
    await expect(property.getByText('Not confirmed yet')).toHaveCount(0);

    // Timeline
    await dialog.getByRole('button', { name: 'Next' }).click();
    const timeline = dialog.getByRole('tabpanel', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem').first()).toContainText('Unit confirmed: CX009-005');
    await expect(timeline.getByRole('listitem').first()).toContainText('By Admin,');
    await expectNoAxeViolations(page, 'review dialog, Timeline', { soft: true });

    // Documents: view the ID in the viewer, then approve both documents.
    await dialog.getByRole('button', { name: 'Next' }).click();
    const documents = dialog.getByRole('tabpanel', { name: 'Documents' });
    await expect(documents.getByRole('article', { name: 'ID Document' })).toContainText('Awaiting Review');
    await expect(documents.getByRole('article', { name: 'Manual Application Documents' })).toContainText(
      'Not Uploaded',
    );
    await expectNoAxeViolations(page, 'review dialog, Documents', { soft: true });
    await documents.getByRole('button', { name: 'View ID Document' }).click();
    const viewer = page.getByRole('dialog', { name: 'ID Document' });
    await expect(viewer.getByRole('img', { name: 'ID Document' })).toBeVisible();
    await expectNoAxeViolations(page, 'document viewer', { soft: true });
    await viewer.getByRole('button', { name: 'Close' }).last().click();
    await expect(viewer).toHaveCount(0);
    await expect(documents.getByRole('button', { name: 'View ID Document' })).toBeFocused();
    for (const title of ['ID Document', 'Deed/Lease Agreement']) {
      await documents.getByRole('button', { name: `Approve ${title}` }).click();
      await expectSuccess(page, 'Document Approved');
      await expect(documents.getByRole('article', { name: title })).toContainText('Approved');
      await expect(documents.getByRole('button', { name: `Approve ${title}` })).toHaveCount(0);
    }

    // Actions: the deposit comes first.
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('button', { name: 'Next' })).toHaveCount(0);
    const actions = dialog.getByRole('tabpanel', { name: 'Actions' });
    await expectNoAxeViolations(page, 'review dialog, Actions', { soft: true });
    await actions.getByRole('button', { name: 'Approve Deposit First' }).click();
    await expectToast(page, {
      title: 'Deposit Approval Required',
      description: 'Please calculate and approve the deposit first.',
      variant: 'destructive',
    });
    await dismissToast(page, 'Deposit Approval Required');
    await actions.getByRole('button', { name: 'Calculate Deposit' }).click();
    await expectSuccess(page, 'Deposit Calculated');
    const amount = actions.getByLabel('Deposit amount (R)');
    await expect(amount).toHaveValue('2000.00');
    await expect(amount).toHaveAttribute('step', '0.01');
    await actions.getByRole('button', { name: 'Approve Deposit', exact: true }).click();
    await expectSuccess(page, 'Deposit Approved', 'Deposit of R 2 000.00 approved.');
    await expect(actions.getByText('R 2 000.00', { exact: true })).toBeVisible();
    await actions.getByRole('button', { name: 'Approve Application' }).click();
    await expectSuccess(page, 'Application Approved');
    await expect(actions).toContainText('Register the applicant on the Metermis system');
    await expect(actions).toContainText('Approved by Admin');
    expect(smsTo(person.cellPhoneE164).at(-1)?.body).toContain(
      `your application ${reference} has been approved. A deposit of R 2 000.00 is payable.`,
    );

    // Completion needs the Metermis confirmation.
    await expect(actions.getByRole('button', { name: 'Confirm Metermis Registration' })).toBeDisabled();
    await actions.getByRole('checkbox', { name: /registered on Metermis/ }).check();
    await actions.getByRole('button', { name: 'Mark as Completed' }).click();
    await expectSuccess(page, 'Application Completed');
    await expect(actions).toContainText('The applicant received the account number and the welcome letter');
    await openSection(dialog, 'Applicant');
    await expect(dialog.getByRole('region', { name: 'Application status' })).toContainText('Completed');
    // The account opened in the register: its number on the Applicant tab is the one the applicant was sent.
    const completedSms = () => smsTo(person.cellPhoneE164).find((sms) => sms.body.includes('is complete'))?.body ?? '';
    await expect.poll(completedSms).toMatch(/your account \d{8} is registered\. Keep this account number/);
    const accountNumber = /your account (\d{8})/.exec(completedSms())![1]!;
    const statusCard = dialog.getByRole('region', { name: 'Application status' });
    await expect(statusCard.getByRole('term').filter({ hasText: 'Account number' })).toBeVisible();
    await expect(statusCard.getByRole('definition').filter({ hasText: accountNumber })).toBeVisible();

    // The row left the Pending list while the dialog was open; closing puts focus on the status tabs.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(statusTabs(page).getByRole('tab', { name: /^Pending/ })).toBeFocused();
    await expect(page.getByText('No applications found')).toBeVisible();

    await showInList(page, /^Completed/, 'Mahlangu');
    await applicationRow(page, reference).getByRole('button', { name: 'Archive Application' }).click();
    await expectSuccess(page, 'Action Successful', 'Application Archived');
    await expect(applicationRow(page, reference)).toHaveCount(0);
    await showInList(page, /^Archived/, 'Mahlangu');
    await expect(applicationRow(page, reference).getByRole('cell')).toContainText(['Archived']);
  });

  test('A request for information reaches the applicant, who resubmits, and the admin sees it pending again', async ({
    browser,
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const api = await applicantApi(playwright, baseURL);
    const { reference, person } = await submitApplicationThroughApi(api, applicant('Themba', 'Inforequest', '0912'), {
      ...ARCADIA_UNIT_5,
      isOwner: true,
    });
    await api.dispose();

    // The admin asks for a clearer ID copy.
    await signInAsAdmin(page, 'admin?tab=applications&apps.status=pending');
    await searchApplications(page, reference);
    await applicationRow(page, reference).getByRole('button', { name: 'Reject' }).click();
    const dialog = reviewDialog(page, reference);
    const actions = dialog.getByRole('tabpanel', { name: 'Actions' });
    const send = actions.getByRole('button', { name: 'Send Request' });
    await expect(send).toBeDisabled();
    await actions.getByLabel('Information needed').selectOption({ label: 'Unclear/unreadable ID copy.' });
    await send.click();
    await expectSuccess(page, 'Request Sent');
    await expect(actions).toContainText('Waiting for the applicant to provide: Unclear/unreadable ID copy.');
    await openSection(dialog, 'Applicant');
    await expect(dialog.getByRole('region', { name: 'Application status' })).toContainText('Awaiting Info from Client');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await showInList(page, /^Awaiting Info from Client/, reference);
    await expect(applicationRow(page, reference).getByRole('cell')).toContainText(['Awaiting Info from Client']);

    const request = smsTo(person.cellPhoneE164).at(-1)!;
    expect(request.body).toContain(
      `we need more information for application ${reference}: Unclear/unreadable ID copy.`,
    );
    const link = /https?:\/\/\S+/.exec(request.body)![0];
    expect(new URL(link).pathname + new URL(link).search).toBe(`/ClientApps/track?ref=${reference}`);

    // The applicant follows the link on another device: Track with the reference filled in, a code when they ask for
    // one (one a minute at most), what staff asked, then the wizard.
    const device = await browser.newContext();
    const phone = await device.newPage();
    const codesBefore = smsTo(person.cellPhoneE164).length;
    await phone.goto(`track?ref=${reference}`);
    await phone.getByRole('button', { name: 'Send code' }).click();
    await enterCode(phone, await waitForCode(person.cellPhoneE164, codesBefore));
    await expect(phone.getByRole('main')).toContainText('Unclear/unreadable ID copy.');
    await phone.getByRole('link', { name: 'Give the information we asked for' }).click();
    await expectStep(phone, 'Client details', '16.67');
    await expect(phone.getByRole('alert').filter({ hasText: 'We need more information' })).toContainText(
      'Unclear/unreadable ID copy.',
    );
    await continueButton(phone).click();
    await expectStep(phone, 'Property information', '33.33');
    await continueButton(phone).click();
    await expectStep(phone, 'Upload documents', '66.67');
    await dismissToast(phone, 'Details Saved');
    await phone.getByLabel('Replace the file for: Copy of ID').setInputFiles(tinyPng('clear-id.png'));
    await expectToast(phone, { title: 'File Uploaded', description: 'clear-id.png was uploaded.' });
    await dismissToast(phone, 'File Uploaded');
    await continueButton(phone).click();
    await expectStep(phone, 'Terms and signature', '83.33');
    await acceptTerms(phone);
    await phone.getByLabel('Type your full name as your signature').fill('Themba Inforequest');
    await phone.getByRole('button', { name: 'Submit Application' }).click();
    await expectConfirmation(phone, reference);
    await device.close();

    // Back in the office the application is pending again, with the new ID copy.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(applicationRow(page, reference)).toHaveCount(0);
    await showInList(page, /^Pending/, reference);
    await applicationRow(page, reference).getByRole('button', { name: 'View' }).click();
    await expect(dialog.getByRole('region', { name: 'Application status' })).toContainText('Pending');
    const timeline = await openSection(dialog, 'Timeline');
    // Newest first: the confirmation messages to the applicant, then the resubmission that queued them.
    const resubmitted = timeline
      .getByRole('listitem')
      .filter({ hasText: 'Status changed from Awaiting Info from Client to Pending' });
    await expect(resubmitted).toContainText('By Applicant,');
    await expect(timeline.getByRole('listitem').first()).toContainText(
      'to the applicant: confirmation of the submission',
    );
    const documents = await openSection(dialog, 'Documents');
    await expect(documents.getByRole('article', { name: 'ID Document' })).toContainText('clear-id.png');
  });

  test('A typed request with a long unbroken word (a pasted link) wraps inside the review dialog', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const api = await applicantApi(playwright, baseURL);
    const { reference } = await submitApplicationThroughApi(api, applicant('Sipho', 'Longlink', '0914'), {
      ...ARCADIA_UNIT_5,
      isOwner: true,
    });
    await api.dispose();
    const link = `https://example.org/lease?id=${'Zx7Qw2'.repeat(50)}`;

    await signInAsAdmin(page, 'admin?tab=applications&apps.status=pending');
    await searchApplications(page, reference);
    await applicationRow(page, reference).getByRole('button', { name: 'Reject' }).click();
    const dialog = reviewDialog(page, reference);
    const actions = dialog.getByRole('tabpanel', { name: 'Actions' });
    await actions.getByLabel('Information needed').selectOption({ label: 'Something else (type it)' });
    await actions.getByLabel('Describe what the applicant must provide').fill(`Please upload your lease from ${link}`);
    await actions.getByRole('button', { name: 'Send Request' }).click();
    await expectSuccess(page, 'Request Sent');
    await expect(actions).toContainText(link);
    // Nothing sticks out of the dialog, so its sections stay within reach.
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    await openSection(dialog, 'Applicant');
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  });

  test('Admins message an applicant by SMS; email is offered only when the applicant gave one', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const api = await applicantApi(playwright, baseURL);
    const person = { ...applicant('Lindiwe', 'Messagetest', '0913'), email: '' };
    const { reference } = await submitApplicationThroughApi(api, person, { ...ARCADIA_UNIT_5, isOwner: true });
    await api.dispose();

    await signInAsAdmin(page, 'admin?tab=applications');
    await searchApplications(page, reference);
    const opener = applicationRow(page, reference).getByRole('button', { name: 'Message Applicant' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Message Applicant' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('radio', { name: /^SMS/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /^Email/ })).toBeDisabled();
    await expect(dialog.getByText('No email address on file')).toBeVisible();
    await expectNoAxeViolations(page, 'message applicant dialog', { soft: true });

    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByLabel('Message')).toBeFocused();
    await expect(dialog.getByLabel('Message')).toHaveAccessibleDescription(/Please write a message$/);
    await dialog.getByLabel('Message').fill('Please bring your original ID to our office on Monday.');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, {
      title: 'Message Sent',
      description: 'Your SMS to Lindiwe Messagetest was sent.',
      variant: 'success',
    });
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await dismissToast(page, 'Message Sent');
    expect(smsTo(person.cellPhoneE164).at(-1)?.body).toMatch(
      new RegExp(
        `^Protea Management: Please bring your original ID to our office on Monday\\.\\n` +
          `Follow your request: http://localhost:\\d+/ClientApps/track\\?ref=${reference}$`,
      ),
    );

    // Escape closes the dialog and focus goes back to the button that opened it.
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('Admins reject a pending application with a reason, then archive it from the Rejected tab', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const api = await applicantApi(playwright, baseURL);
    const { reference, person } = await submitApplicationThroughApi(api, applicant('Kagiso', 'Rejecttest', '0914'), {
      ...ARCADIA_UNIT_5,
      isOwner: true,
    });
    await api.dispose();

    await signInAsAdmin(page, 'admin?tab=applications');
    await searchApplications(page, reference);
    await applicationRow(page, reference).getByRole('button', { name: 'Reject' }).click();
    const dialog = reviewDialog(page, reference);
    const actions = dialog.getByRole('tabpanel', { name: 'Actions' });
    const reject = actions.getByRole('button', { name: 'Reject Application' });
    await expect(reject).toBeDisabled();
    await actions.getByLabel('Reason for rejection').selectOption({ label: 'Duplicate application' });
    await expect(actions).toContainText('Message to the applicant: Duplicate application found in our system.');
    await reject.click();
    await expectSuccess(page, 'Application Rejected');
    await expect(actions).toContainText('Rejected by Admin');
    expect(smsTo(person.cellPhoneE164).at(-1)?.body).toContain('Reason: Duplicate application found in our system.');
    await openSection(dialog, 'Applicant');
    await expect(dialog.getByRole('region', { name: 'Application status' })).toContainText('Rejected');
    // Once decided, the property is no longer confirmed against the register.
    await openSection(dialog, 'Property');
    await expect(dialog.getByRole('button', { name: 'Confirm Complex' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await showInList(page, /^Rejected/, reference);
    await expect(applicationRow(page, reference).getByRole('cell')).toContainText(['Rejected']);
    await expectNoAxeViolations(page, 'admin applications, Rejected tab', { soft: true });
    await applicationRow(page, reference).getByRole('button', { name: 'Archive Application' }).click();
    await expectSuccess(page, 'Action Successful', 'Application Archived');
    await expect(page.getByText('No applications found')).toBeVisible();
  });

  test('Admins sort, filter, page and export the list, and the address keeps the filter', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // 27 started applications (status incomplete) with a surname of their own, to page through.
    const api = await applicantApi(playwright, baseURL);
    for (let i = 0; i < 27; i++) {
      const person = applicant(`Pager${String(i).padStart(2, '0')}`, 'Listpaging', String(9500 + i));
      const created = await api.post('api/residential-applications', {
        data: {
          ...clientFields(person),
          ...ARCADIA_UNIT_5,
          province: 'Gauteng',
          occupationDate: '2026-12-01',
          leaseDate: '2026-11-15',
          isOwner: true,
          consent: true,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    await api.dispose();

    await signInAsAdmin(page, 'admin?tab=applications&apps.status=incomplete');
    await searchApplications(page, 'Listpaging');
    await expect(page.getByText('Showing 1-25 of 27 applications')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(26);

    const nameHeader = page.getByRole('columnheader', { name: 'Name' });
    await expect(page.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/[?&]apps\.sort=name&apps\.order=asc/);
    await expect(page.getByRole('row').nth(1)).toContainText('Pager00 Listpaging');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing 26-27 of 27 applications')).toBeVisible();
    await expect(page).toHaveURL(/[?&]apps\.page=2/);
    await expect(page.getByRole('row').nth(1)).toContainText('Pager25 Listpaging');
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByText('Showing 1-25 of 27 applications')).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toContainText('Pager26 Listpaging');

    await page.getByLabel('Rows per page').selectOption('50');
    await expect(page.getByText('Showing 1-27 of 27 applications')).toBeVisible();
    await expect(page).toHaveURL(/[?&]apps\.size=50/);

    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    const href = (await exportLink.getAttribute('href'))!;
    expect(new URL(href, page.url()).searchParams.toString()).toBe(
      'status=incomplete&sort=name&order=desc&search=Listpaging',
    );
    const csv = await page.request.get(new URL(href, page.url()).toString());
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect((await csv.text()).match(/Listpaging/g)).toHaveLength(27);

    await page.getByLabel('Date', { exact: true }).selectOption({ label: 'Today' });
    await expect(page).toHaveURL(/[?&]apps\.date=today/);
    await expect(page.getByText('Showing 1-27 of 27 applications')).toBeVisible();
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Business' });
    await expect(page.getByText('No applications found')).toBeVisible();
    await expect(page.getByText('Showing 0 of 0 applications')).toBeVisible();

    // A reload keeps every filter.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search applications' })).toHaveValue('Listpaging');
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('business');
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue('today');
    await expect(page.getByText('No applications found')).toBeVisible();
  });

  test('Admins file the signed paper application as a PDF, mark a document not approved and delete a document', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const api = await applicantApi(playwright, baseURL);
    const { reference } = await submitApplicationThroughApi(api, applicant('Nomsa', 'Documenttest', '0916'), {
      ...ARCADIA_UNIT_5,
      isOwner: true,
    });
    await api.dispose();

    await signInAsAdmin(page, 'admin?tab=applications');
    await searchApplications(page, reference);
    await applicationRow(page, reference).getByRole('button', { name: 'View' }).click();
    const dialog = reviewDialog(page, reference);
    const documents = await openSection(dialog, 'Documents');
    const manual = documents.getByRole('article', { name: 'Manual Application Documents' });
    const upload = manual.getByLabel('Upload Manual Application Documents');
    await expect(upload).toHaveAttribute('accept', '.pdf');

    await upload.setInputFiles(tinyPng('scan.png'));
    await expectToast(page, {
      title: 'Invalid File Type',
      description: 'Manual application documents must be PDF files.',
      variant: 'destructive',
    });
    await dismissToast(page, 'Invalid File Type');
    await upload.setInputFiles(tinyPdf('signed-application.pdf'));
    await expectSuccess(page, 'Document Uploaded', 'signed-application.pdf was uploaded.');
    await expect(manual).toContainText('signed-application.pdf');
    await expect(manual.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

    // PDFs open in a frame without the viewer's toolbar.
    await manual.getByRole('button', { name: 'View Manual Application Documents' }).click();
    const viewer = page.getByRole('dialog', { name: 'Document' });
    await expect(viewer.locator('iframe')).toHaveAttribute('src', /\/api\/documents\/[^/]+\.pdf#toolbar=0$/);
    await expect(viewer.getByRole('link', { name: 'Download' })).toHaveAttribute('target', '_blank');
    await viewer.getByRole('button', { name: 'Close' }).last().click();

    // Deleting asks first; Cancel keeps the document and puts focus back on Delete.
    const remove = manual.getByRole('button', { name: 'Delete Manual Application Documents' });
    await remove.click();
    await expect(manual).toContainText('Delete this document (Manual Application Documents)? This cannot be undone.');
    await expect(manual.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await manual.getByRole('button', { name: 'Cancel' }).click();
    await expect(remove).toBeFocused();
    await remove.click();
    await manual.getByRole('button', { name: 'Yes, Delete Manual Application Documents' }).click();
    await expectSuccess(page, 'Document Deleted', 'The document was deleted.');
    await expect(manual).toContainText('Not Uploaded');
    await expect(manual.getByLabel('Upload Manual Application Documents')).toBeVisible();

    // An explicit rejection, with why, shows Not Approved; the document can still be approved later.
    const id = documents.getByRole('article', { name: 'ID Document' });
    await id.getByRole('button', { name: 'Reject ID Document' }).click();
    await id.getByLabel('Reason').selectOption({ label: 'The document has expired.' });
    await id.getByRole('button', { name: 'Reject and tell the customer ID Document' }).click();
    await expectSuccess(page, 'Document Rejected', 'ID Document: marked as not approved.');
    await expect(id).toContainText('Not Approved');
    await expect(id.getByRole('button', { name: 'Approve ID Document' })).toBeVisible();

    const timeline = await openSection(dialog, 'Timeline');
    await expect(timeline.getByRole('listitem')).toContainText([
      'Document not approved: ID Document',
      'Document deleted: Manual Application Documents',
      'Document uploaded: Manual Application Documents',
    ]);
  });

  test('Admins are told when the list or an application cannot be loaded', async ({ page, playwright, baseURL }) => {
    const api = await applicantApi(playwright, baseURL);
    const { reference } = await submitApplicationThroughApi(api, applicant('Sizwe', 'Loadfailure', '0915'), {
      ...ARCADIA_UNIT_5,
      isOwner: true,
    });
    await api.dispose();
    await signInAsAdmin(page, 'admin?tab=applications');
    await searchApplications(page, reference);
    await expect(applicationRow(page, reference)).toBeVisible();

    const list = /\/api\/admin\/applications\?/;
    await page.route(list, (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectToast(page, {
      title: 'Error Loading Applications',
      description: 'There was a problem loading the applications. Please try again.',
      variant: 'destructive',
    });
    await page.unroute(list);

    const detail = new RegExp(`/api/admin/applications/${reference}$`);
    await page.route(detail, (route) => route.fulfill({ status: 500, body: '' }));
    const view = applicationRow(page, reference).getByRole('button', { name: 'View' });
    await view.click();
    const dialog = reviewDialog(page, reference);
    await expect(dialog.getByRole('alert')).toHaveText('Failed to load application details.');
    await expectNoAxeViolations(page, 'review dialog that failed to load', { soft: true });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect(view).toBeFocused();
  });
});
