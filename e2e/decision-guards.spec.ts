import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { asHolder } from './support/account-holder';
import {
  applicationRow,
  arcadiaTenancy,
  openSection,
  reviewDialog,
  searchApplications,
  signInAsAdmin,
  submitApplicationThroughApi,
} from './support/admin-applications';
import { expectNoAxeViolations } from './support/axe';
import { applicant, applicantApi } from './support/residential-wizard';
import { addReviewer, enterPassword, replaceTemporaryPassword } from './support/staff-accounts';
import { daysFromToday, saToday, submitTerminationThroughApi, terminatingCustomer } from './support/termination-wizard';
import { dismissToast, expectToast } from './support/toast';

/**
 * Decisions that respect the facts (issue 26): Approve Application waits for the required documents and the
 * premise from the register, and says why beside the disabled button; an administrator, not a reviewer, may
 * approve despite the documents with a reason the timeline keeps; a termination is not completed before its
 * disconnection date unless staff record the early disconnection.
 */

/** Unit 12 of Arcadia Place, which no other journey applies for. */
const ARCADIA_UNIT_12 = 'CX009-012 · Unit 12, Arcadia Place, 600 Pretorius Street, Arcadia';
const LEASE_REJECTED = 'Lease agreement or deed of sale was marked Not Approved';
const ADMINS_ONLY = 'Only an administrator may approve despite the documents.';
const OVERRIDE_LABEL = 'Reason to approve despite the documents (recorded on the timeline)';
const OVERRIDE_REASON = 'The signed lease was seen at the office; the applicant will upload a clear copy.';
/** A register account of Waterkloof Heights (unit 6) that the demo history and the other journeys leave alone. */
const REGISTER_ACCOUNT = { accountNumber: '00010066', unit: '6' };

const slashed = (date: string) => date.replaceAll('-', '/');

async function expectSuccess(page: Page, title: string, description?: string) {
  await expectToast(page, { title, description, variant: 'success' });
  await dismissToast(page, title);
}

async function openApplication(page: Page, reference: string) {
  await page.goto('admin?tab=applications');
  await searchApplications(page, reference);
  await applicationRow(page, reference).getByRole('button', { name: 'View' }).click();
  return reviewDialog(page, reference);
}

/** The blocked state as staff see it, for the report: the notice and its button in view. */
async function snapshot(page: Page, testInfo: TestInfo, name: string, part: Locator) {
  await part.scrollIntoViewIfNeeded();
  const path = testInfo.outputPath(`guards-${name}-${page.viewportSize()!.width}.png`);
  await page.screenshot({ path });
  await testInfo.attach(`${name} at ${page.viewportSize()!.width} px`, { path, contentType: 'image/png' });
}

/**
 * At 360 px wide the page does not scroll sideways and each part (the notice, the buttons, the fields) lies
 * within the screen; the viewport is put back afterwards.
 */
async function expectFitsPhone(page: Page, testInfo: TestInfo, name: string, parts: Locator[]) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width of ${name}`).toBeLessThanOrEqual(
    360,
  );
  for (const part of parts) {
    await part.scrollIntoViewIfNeeded();
    const box = (await part.boundingBox())!;
    expect(box.x, `left edge of ${await part.textContent()} on ${name}`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `right edge of ${await part.textContent()} on ${name}`).toBeLessThanOrEqual(360);
  }
  await snapshot(page, testInfo, name, parts[0]!);
  await page.setViewportSize(size);
}

test.describe('Approving an application that a document stands against', () => {
  test.describe.configure({ mode: 'serial' });
  let reference = '';

  test('A reviewer rejects the lease and sees Approve Application disabled with the reason, and that only an administrator may approve despite it', async ({
    page,
    browser,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const api = await applicantApi(playwright, baseURL);
    ({ reference } = await submitApplicationThroughApi(
      api,
      applicant('Nomsa', 'Guarded', '0980'),
      arcadiaTenancy('12'),
    ));
    await api.dispose();

    const stamp = Date.now().toString(36);
    const reviewer = { name: `Lebo Reviewer ${stamp}`, username: `lebo.${stamp}` };
    const password = await addReviewer(page, reviewer);

    // The reviewer signs in on a computer of their own.
    const context = await browser.newContext({ baseURL });
    const desk = await context.newPage();
    await enterPassword(desk, reviewer.username, password);
    await replaceTemporaryPassword(desk, password, `own-${password}`);
    const dialog = await openApplication(desk, reference);

    // The premise from the register.
    const property = await openSection(dialog, 'Property');
    await expect(property.getByLabel('Complex', { exact: true }).locator('option:checked')).toHaveText('Arcadia Place');
    await property.getByRole('button', { name: 'Confirm Complex' }).click();
    await expectSuccess(desk, 'Complex Confirmed');
    await property.getByLabel('Unit', { exact: true }).selectOption({ label: ARCADIA_UNIT_12 });
    await property.getByRole('button', { name: 'Confirm Unit' }).click();
    await expectSuccess(desk, 'Unit Confirmed', 'The application is linked to unit CX009-012.');

    // The lease cannot be read: Not Approved.
    const documents = await openSection(dialog, 'Documents');
    const lease = documents.getByRole('article', { name: 'Deed/Lease Agreement' });
    await lease.getByRole('button', { name: 'Reject Deed/Lease Agreement' }).click();
    await lease.getByLabel('Reason').selectOption({ label: 'The file is unreadable or blurry.' });
    await lease.getByRole('button', { name: 'Reject and tell the customer Deed/Lease Agreement' }).click();
    await expectSuccess(desk, 'Document Rejected', 'Deed/Lease Agreement: marked as not approved.');
    await expect(lease).toContainText('Not Approved');

    // The deposit is approved; the application is not.
    const actions = await openSection(dialog, 'Actions');
    await actions.getByRole('button', { name: 'Calculate Deposit' }).click();
    await expectSuccess(desk, 'Deposit Calculated');
    await actions.getByRole('button', { name: 'Approve Deposit', exact: true }).click();
    await expectSuccess(desk, 'Deposit Approved', 'Deposit of R 2 000.00 approved.');

    const approve = actions.getByRole('button', { name: 'Approve Application' });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAccessibleDescription(
      new RegExp(
        `^Why this cannot be done yet ${LEASE_REJECTED}\\b.*Not reviewed yet \\(this does not stop the approval\\) Copy of ID$`,
      ),
    );
    const notice = actions.getByText('Why this cannot be done yet').locator('..');
    await expect(notice.getByRole('listitem')).toHaveText([LEASE_REJECTED]);
    // The ID nobody has reviewed yet is listed, without blocking.
    await expect(actions.getByText('Not reviewed yet (this does not stop the approval)')).toBeVisible();
    await expect(actions.getByText(ADMINS_ONLY)).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Approve Despite the Documents' })).toHaveCount(0);
    await expect(actions.getByLabel(OVERRIDE_LABEL)).toHaveCount(0);
    await expectNoAxeViolations(desk, 'Actions tab, approval blocked, as a reviewer');
    await snapshot(desk, testInfo, 'reviewer', notice);
    await expectFitsPhone(desk, testInfo, 'reviewer', [notice, approve, actions.getByText(ADMINS_ONLY)]);

    // Over the API too the reviewer cannot approve it.
    const refused = await desk.request.post(`api/admin/applications/${reference}/approve`, {
      data: { depositAmount: 2000, depositNeeded: true, overrideReason: 'Trying anyway' },
    });
    expect(refused.status()).toBe(403);
    await context.close();
  });

  test('An administrator approves it despite the documents, with a reason that shows on the timeline', async ({
    page,
  }, testInfo) => {
    expect(reference, 'the application the reviewer blocked').not.toBe('');
    await signInAsAdmin(page);
    const dialog = await openApplication(page, reference);
    const actions = await openSection(dialog, 'Actions');
    const approve = actions.getByRole('button', { name: 'Approve Application' });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAccessibleDescription(new RegExp(LEASE_REJECTED));
    await expect(actions.getByText(ADMINS_ONLY)).toHaveCount(0);
    const despite = actions.getByRole('button', { name: 'Approve Despite the Documents' });
    const reason = actions.getByLabel(OVERRIDE_LABEL);
    // Not without a reason.
    await expect(despite).toBeDisabled();
    await reason.fill('   ');
    await expect(despite).toBeDisabled();
    await reason.fill(OVERRIDE_REASON);
    await expect(despite).toBeEnabled();
    await expectNoAxeViolations(page, 'Actions tab, approval blocked, as an administrator');
    const notice = actions.getByText('Why this cannot be done yet').locator('..');
    await snapshot(page, testInfo, 'administrator', notice);
    await expectFitsPhone(page, testInfo, 'administrator', [notice, approve, reason, despite]);

    await despite.click();
    await expectSuccess(page, 'Application Approved');
    await expect(actions).toContainText('Approved by Admin');
    await expect(actions.getByText('Why this cannot be done yet')).toHaveCount(0);
    await openSection(dialog, 'Applicant');
    await expect(dialog.getByRole('region', { name: 'Application status' })).toContainText('Approved');

    const timeline = await openSection(dialog, 'Timeline');
    const entry = timeline.getByRole('listitem').filter({ hasText: `Approval despite: ${LEASE_REJECTED}` });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(OVERRIDE_REASON);
    await expectNoAxeViolations(page, 'Timeline with the approval despite the documents');
  });
});

test.describe('Completing a termination before its disconnection date', () => {
  test('A termination due in 30 days cannot be completed until staff record an early disconnection', async ({
    page,
    playwright,
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const { accountNumber, unit } = REGISTER_ACCOUNT;
    const disconnectionDate = daysFromToday(30);
    // The holder on file themself: the holder's answer is not what this journey is about (holder-answer.spec.ts).
    const holder = await asHolder(request, terminatingCustomer('Kagiso', 'Early', '0981', accountNumber));
    const api = await applicantApi(playwright, baseURL);
    await submitTerminationThroughApi(api, holder, {
      unitNumber: unit,
      disconnectionDate,
    });
    await api.dispose();

    await signInAsAdmin(page, 'admin?tab=terminations');
    await page.getByRole('searchbox', { name: 'Search terminations' }).fill(accountNumber);
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: accountNumber, exact: true }) })
      .getByRole('button', { name: `View ${accountNumber}` })
      .click();
    const dialog = page.getByRole('dialog', { name: accountNumber });
    const actionsTab = dialog.getByRole('tab', { name: 'Actions', exact: true });
    await actionsTab.click();
    await expect(actionsTab).toHaveAttribute('aria-selected', 'true');
    const actions = dialog.getByRole('tabpanel', { name: 'Actions', exact: true });
    await actions.getByRole('button', { name: 'Approve Termination' }).click();
    await expectSuccess(page, 'Action Successful', 'Termination approved successfully');

    // Even with the tick, Mark as Complete waits: the reason names the date the customer asked for.
    await actions.getByLabel(/^I confirm that I have completed the full termination process/).check();
    const complete = actions.getByRole('button', { name: 'Mark as Complete' });
    await expect(complete).toBeDisabled();
    const notDue = `the disconnection is due on ${slashed(disconnectionDate)}; record an early disconnection to complete it sooner`;
    await expect(complete).toHaveAccessibleDescription(`Why this cannot be done yet ${notDue}`);
    const notice = actions.getByText('Why this cannot be done yet').locator('..');
    await expect(notice.getByRole('listitem')).toHaveText([notDue]);
    await expectNoAxeViolations(page, 'termination Actions, completion blocked');
    await snapshot(page, testInfo, 'termination', complete);
    const early = actions.getByLabel('Record an early disconnection');
    await expectFitsPhone(page, testInfo, 'termination', [complete, notice, early]);

    // The early disconnection: the date (today) and why; the date and the reason are both needed.
    await early.check();
    const date = actions.getByLabel('Date the services were disconnected');
    const why = actions.getByLabel('Why they were disconnected early');
    await expect(date).toHaveAttribute('max', saToday());
    await date.fill(saToday());
    await expect(complete).toBeDisabled();
    await why.fill('The tenant moved out early; the meter was read and sealed on site.');
    await expect(complete).toBeEnabled();
    await expectNoAxeViolations(page, 'termination Actions, early disconnection recorded');
    await expectFitsPhone(page, testInfo, 'termination-early', [date, why, complete]);

    await complete.click();
    const completed = await expectToast(page, { title: 'Termination Completed', variant: 'success' });
    await expect(completed).toContainText(`account ${accountNumber}, Waterkloof Heights unit ${unit}, completed`);
    await expect(completed).toContainText(`Disconnection date: ${slashed(disconnectionDate)}`);
    await dismissToast(page, 'Termination Completed');

    const timelineTab = dialog.getByRole('tab', { name: 'Timeline', exact: true });
    await timelineTab.click();
    const timeline = dialog.getByRole('tabpanel', { name: 'Timeline', exact: true });
    await expect(
      timeline.getByText(
        `Early disconnection recorded: ${slashed(saToday())} (asked for ${slashed(disconnectionDate)})`,
      ),
    ).toBeVisible();
  });
});
