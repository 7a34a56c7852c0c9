import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  applicant,
  continueButton,
  enterCode,
  expectStep,
  fillClientDetails,
  fillTenancy,
  pickWaterkloofUnit,
  startApplicationThroughApi,
  stepHeading,
} from './support/residential-wizard';
import { smsTo, waitForCode } from './support/sms-outbox';
import { dismissToast, expectToast } from './support/toast';

const HOURLY_LIMIT = 5;
const LIMIT_MESSAGE = 'Too many codes were sent to this number. Please try again in an hour.';

const codeSentTo = (page: Page) => page.getByTestId('code-sent-to');
const codeNotSent = (page: Page) => page.getByTestId('code-not-sent');

test.describe('One-time codes that could not be sent', () => {
  test('After the hourly limit, neither the wizard nor a reload of it claims a code was sent', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const person = applicant('Mpho', 'Hourlylimit', '0701');
    // Five codes to this number within the hour, each for an application of its own (no cooldown in the way).
    for (let i = 0; i < HOURLY_LIMIT; i++) {
      const reference = await startApplicationThroughApi(request, person, '3');
      const sent = await request.post('api/sms/send-verification', { data: { appNumber: reference } });
      expect(sent.ok(), await sent.text()).toBe(true);
    }
    const codesBefore = smsTo(person.cellPhoneE164).length;

    await page.goto('application/residential');
    await fillClientDetails(page, person);
    await page.getByLabel(/^I have read the privacy notice/).check();
    await continueButton(page).click();
    await expectStep(page, 'Property information', '33.33');
    await pickWaterkloofUnit(page, '3');
    await fillTenancy(page, 'Tenant');
    await continueButton(page).click();

    const created = await expectToast(page, { title: 'Application Created', variant: 'success' });
    await expect(created).toContainText(`No verification code was sent. ${LIMIT_MESSAGE}`);
    await expect(created).not.toContainText('We sent');
    await expectStep(page, 'Verify your phone', '50');
    await dismissToast(page, 'Application Created');
    await expect(codeSentTo(page)).toHaveCount(0);
    await expect(codeNotSent(page)).toContainText('No new code was sent');
    await expect(codeNotSent(page)).toContainText(LIMIT_MESSAGE);
    await expect(codeNotSent(page)).toContainText('If a code reached you in the last 10 minutes');
    await expect(page.getByRole('main')).not.toContainText(/we sent/i);
    // An earlier code may still be entered; a new one cannot be asked for yet.
    await expect(page.getByRole('button', { name: 'Verify', exact: true })).toBeEnabled();
    await expect(page.getByRole('button', { name: /^Resend code in \d+:\d\d$/ })).toBeDisabled();
    await expectNoAxeViolations(page, 'phone verification after the hourly limit');

    // A reload opens the application again on this browser's own session, at the same step: no code is asked for,
    // and the screen still says why none was sent.
    await page.reload();
    await expectStep(page, 'Verify your phone', '50');
    await expect(codeSentTo(page)).toHaveCount(0);
    await expect(codeNotSent(page)).toContainText(LIMIT_MESSAGE);
    await expect(page.getByRole('main')).not.toContainText(/we sent/i);
    await expect(page.getByRole('button', { name: /^Resend code in \d+:\d\d$/ })).toBeDisabled();
    await expectNoAxeViolations(page, 'phone verification after a reload, past the hourly limit');
    expect(smsTo(person.cellPhoneE164)).toHaveLength(codesBefore);
  });

  test('Within the cooldown the resume screen says no new code was sent, and the earlier code still works', async ({
    page,
    request,
  }) => {
    const person = applicant('Kabelo', 'Cooldown', '0702');
    const reference = await startApplicationThroughApi(request, person, '3');

    await page.goto(`application/residential?continue=${reference}`);
    await expect(codeSentTo(page)).toHaveText('We sent a code to *** *** 0702');
    const code = await waitForCode(person.cellPhoneE164, 0);

    await page.reload();
    await expect(stepHeading(page, 'Continue your application')).toBeVisible();
    await expectToast(page, { title: 'Please Wait', variant: 'destructive' });
    await expect(codeSentTo(page)).toHaveCount(0);
    await expect(codeNotSent(page)).toContainText('No new code was sent');
    await expect(codeNotSent(page)).toContainText(/Please wait \d+ seconds before asking for a new code\./);
    await expect(codeNotSent(page)).toContainText('You can ask for a new code when the countdown ends.');
    await expect(page.getByRole('main')).not.toContainText(/we sent/i);
    await expect(page.getByRole('button', { name: /^Resend code in 0:\d\d$/ })).toBeDisabled();
    await expectNoAxeViolations(page, 'resume screen within the cooldown');

    await enterCode(page, code);
    await expectStep(page, 'Property information', '33.33');
  });

  test('When the SMS could not be sent, the screen says so and Resend tries again at once', async ({
    page,
    request,
  }) => {
    const person = applicant('Dineo', 'Smsfailure', '0703');
    const reference = await startApplicationThroughApi(request, person, '3');
    await page.route('**/api/sms/send-verification', (route) =>
      route.fulfill({
        status: 502,
        json: { error: { code: 'sms_failed', message: 'The SMS could not be sent.' } },
      }),
    );

    await page.goto(`application/residential?continue=${reference}`);
    await expect(stepHeading(page, 'Continue your application')).toBeVisible();
    await expectToast(page, { title: 'SMS Not Sent', description: 'The SMS could not be sent.' });
    await dismissToast(page, 'SMS Not Sent');
    await expect(codeSentTo(page)).toHaveCount(0);
    await expect(codeNotSent(page)).toContainText('The SMS could not be sent.');
    await expect(codeNotSent(page)).toContainText('Press Resend code to try again.');
    await expect(page.getByRole('main')).not.toContainText(/we sent/i);
    await expectNoAxeViolations(page, 'resume screen after an SMS failure');

    await page.unroute('**/api/sms/send-verification');
    await page.getByRole('button', { name: 'Resend code', exact: true }).click();
    await expectToast(page, { title: 'Code Sent', description: 'We sent a code to *** *** 0703' });
    await expect(codeNotSent(page)).toHaveCount(0);
    await expect(codeSentTo(page)).toHaveText('We sent a code to *** *** 0703');
    await enterCode(page, await waitForCode(person.cellPhoneE164, 0));
    await expectStep(page, 'Property information', '33.33');
  });
});
