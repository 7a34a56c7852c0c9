import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_ADMIN } from '../playwright.config';
import { applicationRow, openSection, reviewDialog, searchApplications } from './support/admin-applications';
import { expectNoAxeViolations } from './support/axe';
import {
  DASHBOARD,
  enterPassword,
  logOut,
  openTab,
  replaceTemporaryPassword,
  sections,
  signIn,
  staffCard,
} from './support/staff-accounts';
import { dismissToast, expectToast } from './support/toast';

const STEP_MS = 30_000;

const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

test.describe('Staff accounts', () => {
  test('An administrator adds a reviewer, who turns on two-factor sign-in, reviews without managing staff, and is deactivated', async ({
    page,
  }) => {
    // Waiting for the authenticator's next 30-second code is part of the journey, and so is the change of the
    // temporary password.
    test.setTimeout(210_000);
    const stamp = Date.now().toString(36);
    const reviewer = { name: `Naledi Reviewer ${stamp}`, username: `naledi.${stamp}` };

    // The administrator adds a reviewer and reads the password shown once.
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(sections(page).getByRole('tab')).toHaveText([
      /^Overview/,
      /^Applications/,
      /^Terminations/,
      'Reference data',
      'Staff',
      'My account',
    ]);
    const staffPanel = await openTab(page, 'Staff');
    await expect(page).toHaveURL(/\?tab=staff$/);
    await expect(staffCard(page, `Admin (you)`)).toBeVisible();
    await expectNoAxeViolations(page, 'staff tab', { soft: true });

    await staffPanel.getByRole('button', { name: 'Add staff' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add a staff member' });
    await addDialog.getByRole('button', { name: 'Add staff member' }).click();
    await expect(addDialog.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(addDialog.getByLabel('Name', { exact: true })).toBeFocused();
    await addDialog.getByLabel('Name', { exact: true }).fill(reviewer.name);
    await addDialog.getByLabel('Username').fill('has spaces');
    await addDialog.getByRole('button', { name: 'Add staff member' }).click();
    await expect(addDialog.getByText('Use only letters, digits, dots, dashes and underscores')).toBeVisible();
    await addDialog.getByLabel('Username').fill(reviewer.username);
    // The email address is optional (where the morning digest goes) and checked like the customers'.
    await addDialog.getByLabel('Email').fill('not-an-address');
    await addDialog.getByRole('button', { name: 'Add staff member' }).click();
    await expect(addDialog.getByText('Enter a valid email address')).toBeVisible();
    await addDialog.getByLabel('Email').fill(`${reviewer.username}@example.co.za`);
    await expect(addDialog.getByLabel('Role')).toHaveValue('reviewer');
    await expectNoAxeViolations(page, 'add staff dialog', { soft: true });
    await addDialog.getByRole('button', { name: 'Add staff member' }).click();

    const passwordDialog = page.getByRole('dialog', { name: 'Staff Member Added' });
    await expect(passwordDialog.getByText('This password will not be shown again.', { exact: false })).toBeVisible();
    await expect(passwordDialog.getByLabel('Username')).toHaveValue(reviewer.username);
    const password = await passwordDialog.getByLabel('Password').inputValue();
    expect(password).toMatch(/^[\w-]{16}$/);
    await expect(passwordDialog.getByRole('button', { name: 'Copy password' })).toBeVisible();
    await expectNoAxeViolations(page, 'password shown once', { soft: true });
    await passwordDialog.getByRole('button', { name: 'Done' }).click();
    await expect(passwordDialog).toHaveCount(0);

    const card = staffCard(page, reviewer.name);
    await expect(card).toContainText('Reviewer');
    await expect(card.getByRole('definition')).toHaveText(['Reviewer', 'Active', 'Off', 'Never']);
    await expect(card).toContainText(`${reviewer.username}@example.co.za`);
    await logOut(page);

    // The reviewer signs in, chooses their own password, sees no Staff tab, and turns on two-factor sign-in.
    const ownPassword = `own-${password}`;
    await enterPassword(page, reviewer.username, password);
    await replaceTemporaryPassword(page, password, ownPassword);
    await expect(sections(page).getByRole('tab')).toHaveText([
      /^Overview/,
      /^Applications/,
      /^Terminations/,
      'Reference data',
      'My account',
    ]);
    await page.goto('admin?tab=staff');
    await expect(page.getByRole('heading', DASHBOARD)).toBeVisible();
    await expect(sections(page).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Staff' })).toHaveCount(0);

    const account = await openTab(page, 'My account');
    await expect(account.getByText(reviewer.username)).toBeVisible();
    await expect(account.getByText('Two-factor sign-in is off.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page, 'my account, two-factor off', { soft: true });
    await account.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const qr = account.getByRole('img', { name: 'QR code that adds Protea Management to your authenticator app' });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const secret = (await account.getByLabel('Setup key').inputValue()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoAxeViolations(page, 'two-factor set-up', { soft: true });

    await account
      .getByLabel('6-digit code from the app')
      .fill('000000' === totp(secret).generate() ? '111111' : '000000');
    await account.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(account.getByText('That code does not match.', { exact: false })).toBeVisible();
    const enablingCode = totp(secret).generate();
    await account.getByLabel('6-digit code from the app').fill(enablingCode);
    await account.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const codes = account.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(account.getByText('They will not be shown again', { exact: false })).toBeVisible();
    await expect(account.getByRole('button', { name: 'Download as .txt' })).toBeVisible();
    await expectNoAxeViolations(page, 'recovery codes shown once', { soft: true });
    const download = page.waitForEvent('download');
    await account.getByRole('button', { name: 'Download as .txt' }).click();
    expect((await download).suggestedFilename()).toBe(`protea-recovery-codes-${reviewer.username}.txt`);
    await account.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(account.getByText('Two-factor sign-in is on since', { exact: false })).toBeVisible();
    await expect(account.getByText('10 recovery codes left.', { exact: false })).toBeVisible();
    await expect(account.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeVisible();
    await logOut(page);

    // Signing in again asks for the code after the password; the code that turned it on is used up, so the next one.
    await enterPassword(page, reviewer.username, ownPassword);
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await expect(page.getByRole('heading', DASHBOARD)).toHaveCount(0);
    await expect(page.getByLabel('Authentication code')).toBeFocused();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await expect(page.getByLabel('Recovery code')).toBeVisible();
    await expectNoAxeViolations(page, 'sign-in second step', { soft: true });
    await page.getByRole('button', { name: 'Use the code from my app' }).click();
    // Back leads to the first step with the username kept; the password is asked again.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByLabel('Username')).toHaveValue(reviewer.username);
    await expect(page.getByLabel('Password')).toHaveValue('');
    await page.getByLabel('Password').fill(ownPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByLabel('Authentication code')).toBeFocused();
    // The app shows its next code when its 30-second step ends (the server takes each step's code once).
    await expect
      .poll(() => totp(secret).generate(), { timeout: STEP_MS + 5_000, intervals: [250] })
      .not.toBe(enablingCode);
    await page.getByLabel('Authentication code').fill(totp(secret).generate());
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectToast(page, { title: 'Login Successful', variant: 'success' });
    await expect(page.getByRole('heading', DASHBOARD)).toBeVisible();
    await dismissToast(page, 'Login Successful');

    // The reviewer opens an application of the demo data, and still has no Staff tab.
    const applications = await openTab(page, /^Applications/);
    const firstRow = applications
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .first();
    const reference = (await firstRow.getByRole('rowheader').textContent())!.trim();
    await firstRow.getByRole('button', { name: 'View' }).click();
    const review = page.getByRole('dialog', { name: reference });
    await expect(review).toBeVisible();
    await expect(review.getByRole('tab', { name: 'Applicant', exact: true })).toHaveAttribute('aria-selected', 'true');
    await review.getByRole('button', { name: 'Close' }).first().click();
    await expect(review).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Staff' })).toHaveCount(0);
    await logOut(page);

    // The administrator sees the reviewer's two-factor and sign-in, and deactivates them.
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await openTab(page, 'Staff');
    const signedIn = staffCard(page, reviewer.name);
    await expect(signedIn.getByRole('definition').nth(2)).toHaveText('On');
    await expect(signedIn.getByRole('definition').nth(3)).toHaveText(/^\d{4}\/\d{2}\/\d{2}, \d{2}:\d{2}$/);
    await signedIn.getByRole('button', { name: `Deactivate ${reviewer.name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${reviewer.name}?` });
    await expect(confirm).toContainText('signed out at once');
    await expectNoAxeViolations(page, 'deactivate confirmation', { soft: true });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expectToast(page, { title: `${reviewer.name} was deactivated`, variant: 'success' });
    await expect(signedIn.getByRole('definition').nth(1)).toHaveText('Deactivated');
    await expect(signedIn.getByRole('button', { name: `Reactivate ${reviewer.name}` })).toBeVisible();

    // The reviewer's look at the application is in its access log, on the Timeline tab.
    await page.goto('admin?tab=applications');
    await searchApplications(page, reference);
    await applicationRow(page, reference).getByRole('button', { name: 'View' }).click();
    const timeline = await openSection(reviewDialog(page, reference), 'Timeline');
    await expect(timeline.getByRole('heading', { name: 'Who has looked at this' })).toBeVisible();
    await expect(
      timeline.getByText(new RegExp(`^Viewed by ${reviewer.name}, \\d{4}/\\d{2}/\\d{2}, \\d{2}:\\d{2}$`)),
    ).toBeVisible();
    await expect(timeline.getByText(/^Viewed by Admin, /).first()).toBeVisible();
    await expectNoAxeViolations(page, 'timeline with the reviewer in the access log', { soft: true });
  });
});
