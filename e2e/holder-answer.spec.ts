import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-applications';
import { expectNoAxeViolations } from './support/axe';
import { applicantApi, enterCode } from './support/residential-wizard';
import { smsTo, waitForCode } from './support/sms-outbox';
import {
  expectNoSidewaysScroll,
  submitTerminationThroughApi,
  type TerminatingCustomer,
  terminatingCustomer,
} from './support/termination-wizard';
import { dismissToast, expectToast } from './support/toast';

/**
 * A holder's account is theirs alone (issue 39): a termination asked for by somebody the register does not know as the
 * holder waits for the holder, who is asked on the number on file and answers on the Track page.
 */

/** The spec's example account and its holder's cell number on file (the demo register). */
const EXAMPLE = { accountNumber: '00005555', holderCellE164: '+27821234567' };
/** Another valid South African ID number than the holders'. */
const STRANGER_ID = '9202204720083';

const stranger = (
  firstName: string,
  surname: string,
  phoneTail: string,
  accountNumber: string,
): TerminatingCustomer => ({
  ...terminatingCustomer(firstName, surname, phoneTail, accountNumber),
  idNumber: STRANGER_ID,
});

const terminationRow = (page: Page, accountNumber: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: accountNumber, exact: true }) });

async function openTermination(page: Page, accountNumber: string, statusTab: RegExp) {
  const tab = page.getByRole('tablist', { name: 'Termination status' }).getByRole('tab', { name: statusTab });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: 'Search terminations' }).fill(accountNumber);
  await expect(terminationRow(page, accountNumber)).toHaveCount(1);
  return terminationRow(page, accountNumber);
}

test.describe('The account holder answers for a termination somebody else asked for', () => {
  test('A stranger asks to end 00005555; the holder is told by SMS, follows Track with the code sent to the number on file, answers "Not me"; the request is cancelled and staff see why', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // On the holder's own phone, before anybody asked: the account has no request under way, and Track says so.
    const holderPhone = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await holderPhone.newPage();
    await page.goto('track');
    await page.getByLabel('Reference or account number').fill(EXAMPLE.accountNumber);
    const quietBefore = smsTo(EXAMPLE.holderCellE164).length;
    await page.getByRole('button', { name: 'Send code' }).click();
    // Said at the field (and in the toast every refused code request shows).
    await expect(page.getByLabel('Reference or account number')).toHaveAccessibleDescription(
      /There is no request under way for this account\./,
    );
    const start = page.getByRole('link', { name: 'Start a termination' });
    await expect(start).toHaveAttribute('href', '/ClientApps/termination/start');
    await expect(page.getByText(/Thandi|Mokoena|\*\*\*/)).toHaveCount(0);
    expect(smsTo(EXAMPLE.holderCellE164)).toHaveLength(quietBefore);
    await expectNoAxeViolations(page, 'Track: an account with no request');
    await expectNoSidewaysScroll(page, 'Track: an account with no request');

    const sipho = stranger('Sipho', 'Ndlovu', '0987', EXAMPLE.accountNumber);
    const alertsBefore = smsTo(EXAMPLE.holderCellE164).filter((m) => m.kind === 'holder-alert').length;
    const api = await applicantApi(playwright, baseURL);
    const reference = await submitTerminationThroughApi(api, sipho);
    await api.dispose();

    // The holder hears of it on the number on file: a link to the Track page by the account number.
    let link = '';
    await expect
      .poll(() => {
        const alert = smsTo(EXAMPLE.holderCellE164)
          .filter((m) => m.kind === 'holder-alert')
          .slice(alertsBefore)
          .at(-1);
        link = /https?:\/\/\S+/.exec(alert?.body ?? '')?.[0] ?? '';
        return link;
      })
      .toContain(`/ClientApps/track?ref=${EXAMPLE.accountNumber}`);

    // The holder opens the link on the same phone.
    await page.goto(link);
    await expect(page.getByLabel('Reference or account number')).toHaveValue(EXAMPLE.accountNumber);
    const codesBefore = smsTo(EXAMPLE.holderCellE164).length;
    const strangerCodes = smsTo(sipho.cellPhoneE164).length;
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByTestId('code-sent-to')).toHaveText('We sent a code to *** *** 4567');
    await expectNoAxeViolations(page, 'Track: the holder enters the code');
    await enterCode(page, await waitForCode(EXAMPLE.holderCellE164, codesBefore));
    // Never to the requester's phone.
    expect(smsTo(sipho.cellPhoneE164)).toHaveLength(strangerCodes);

    const question = page.getByRole('region', { name: 'Did you ask to end these services?' });
    await expect(question).toBeVisible();
    await expect(question).toContainText(`Someone asked to end the services of account ${EXAMPLE.accountNumber}.`);
    await expect(page.getByText(reference)).toBeVisible();
    await expectNoAxeViolations(page, 'Track: the holder is asked');
    await expectNoSidewaysScroll(page, 'Track: the holder is asked');
    await question.getByRole('button', { name: 'No, this was not me' }).click();
    await expect(page.getByTestId('holder-answered')).toHaveText(
      'You said you did not ask for this request. It has been cancelled and our staff have been told.',
    );
    await expect(page.getByRole('status').filter({ hasText: 'Status' })).toContainText('Cancelled');
    await expect(page.getByText('The account holder said they did not ask for it')).toBeVisible();
    await expectNoAxeViolations(page, 'Track: the holder answered');
    await holderPhone.close();

    // The requester is told it was cancelled, and why.
    await expect
      .poll(() => smsTo(sipho.cellPhoneE164).at(-1)?.body ?? '')
      .toContain('was cancelled because the account holder said they did not ask for it');

    // Staff see why it ended: a banner above every panel, and the flag in the list.
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const staff = await desk.newPage();
    await signInAsAdmin(staff, 'admin?tab=terminations');
    const row = await openTermination(staff, EXAMPLE.accountNumber, /^Cancelled \d+$/);
    await expect(row.getByText('Holder: not me')).toBeVisible();
    await row.getByRole('button', { name: `View ${EXAMPLE.accountNumber}` }).click();
    const dialog = staff.getByRole('dialog', { name: EXAMPLE.accountNumber });
    await expect(dialog.getByTestId('account-holder-banner')).toContainText(
      'The account holder said they did not ask for this ("not me"). The request was cancelled',
    );
    await expectNoAxeViolations(staff, 'termination dialog: the holder said not me');
    const timelineTab = dialog.getByRole('tab', { name: 'Timeline', exact: true });
    await timelineTab.click();
    const timeline = dialog.getByRole('tabpanel', { name: 'Timeline', exact: true });
    await expect(timeline.getByText('The account holder said they did not ask for it ("not me")')).toBeVisible();
    // The holder's answer and the cancellation it made, both by the account holder.
    await expect(timeline.getByText(/By Account holder,/)).toHaveCount(2);
    const denied = await staff.request.get('api/admin/terminations?holder=denied&status=cancelled&pageSize=100');
    expect((await denied.json()).terminations.map((t: { reference: string }) => t.reference)).toContain(reference);
    await desk.close();
  });

  test("An administrator approves without the holder's confirmation, with a reason the timeline keeps", async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const accountNumber = '00010027';
    const api = await applicantApi(playwright, baseURL);
    await submitTerminationThroughApi(api, stranger('Bongani', 'Khumalo', '0988', accountNumber));
    await api.dispose();

    await signInAsAdmin(page, 'admin?tab=terminations');
    const row = await openTermination(page, accountNumber, /^Pending \d+$/);
    await expect(row.getByText('Awaiting holder')).toBeVisible();
    await row.getByRole('button', { name: `View ${accountNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: accountNumber });
    await expect(dialog.getByTestId('account-holder-banner')).toContainText(
      'Somebody other than the account holder on file asked for this.',
    );
    const actionsTab = dialog.getByRole('tab', { name: 'Actions', exact: true });
    await actionsTab.click();
    const actions = dialog.getByRole('tabpanel', { name: 'Actions', exact: true });

    // Approve waits for the holder, and says why before anyone clicks.
    const approve = actions.getByRole('button', { name: 'Approve Termination' });
    await expect(approve).toBeDisabled();
    const why = 'the account holder has not yet confirmed that they asked for this termination';
    await expect(approve).toHaveAccessibleDescription(`Why this cannot be done yet ${why}`);
    const override = actions.getByRole('button', { name: "Approve Without the Holder's Confirmation" });
    await expect(override).toBeDisabled();
    await expectNoAxeViolations(page, 'termination actions: waiting for the holder');

    const reason = 'The holder came to the office with their ID and confirmed the request in person.';
    await actions.getByLabel(/^Reason to go ahead without the account holder's confirmation/).fill(reason);
    await expect(override).toBeEnabled();
    await override.click();
    await expectToast(page, {
      title: 'Action Successful',
      description: 'Termination approved successfully',
      variant: 'success',
    });
    await dismissToast(page, 'Action Successful');
    await expect(dialog.getByRole('tab', { name: 'Actions', exact: true })).toHaveAttribute('aria-selected', 'true');

    const timelineTab = dialog.getByRole('tab', { name: 'Timeline', exact: true });
    await timelineTab.click();
    const timeline = dialog.getByRole('tabpanel', { name: 'Timeline', exact: true });
    await expect(timeline.getByText(`Approval despite: ${why}`)).toBeVisible();
    await expect(timeline.getByText(reason)).toBeVisible();
    await expectNoAxeViolations(page, 'termination timeline: the override');
  });
});
