import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  addReviewer,
  changeOwnPassword,
  DASHBOARD,
  enterPassword,
  logOut,
  openTab,
  signIn,
  staffCard,
} from './support/staff-accounts';
import { expectToast } from './support/toast';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const;

test.describe('A generated password is temporary', () => {
  for (const viewport of WIDTHS) {
    test(`A new reviewer signs in with the password an administrator was shown, must choose their own, and then works (${viewport.width} px)`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const stamp = `${Date.now().toString(36)}${viewport.width}`;
      const reviewer = { name: `Sipho Temporary ${stamp}`, username: `sipho.${stamp}` };

      // The administrator adds the reviewer; the dialog shows the generated password once.
      const temporary = await addReviewer(page, reviewer);
      await expect(staffCard(page, reviewer.name)).toBeVisible();
      await logOut(page);

      // The reviewer's sign-in leads straight to the change form, not into the dashboard.
      await enterPassword(page, reviewer.username, temporary);
      const heading = page.getByRole('heading', { level: 1, name: 'Choose your own password' });
      await expect(heading).toBeVisible();
      await expect(page.getByText(`${reviewer.name}, the password you signed in with`)).toBeVisible();
      await expect(page.getByRole('heading', DASHBOARD)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expectNoAxeViolations(page, `forced password change at ${viewport.width} px`);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(viewport.width);

      // The form's own checks, then the server's policy, each on its field.
      await changeOwnPassword(page, temporary, 'too-short', 'too-short');
      await expect(page.getByText('Use at least 12 characters', { exact: true })).toBeVisible();
      await changeOwnPassword(page, temporary, 'kudu-marula-ostrich', 'kudu-marula-ostrish');
      await expect(page.getByText('The two new passwords are not the same', { exact: true })).toBeVisible();
      await changeOwnPassword(page, temporary, 'qwerty123456');
      await expect(
        page.getByText('That password is one of the most common passwords.', { exact: false }),
      ).toBeVisible();
      await expect(page.getByLabel('New password', { exact: true })).toBeFocused();
      // Wrong passwords count against the sign-ins of this address (five in 15 minutes), which every journey shares
      // (they all come from 127.0.0.1): the refusals are tried at one width only.
      if (viewport === WIDTHS[0]) {
        await changeOwnPassword(page, 'not-the-password', 'kudu-marula-ostrich');
        await expect(page.getByText('That password is not right.', { exact: true })).toBeVisible();
      }
      await expectNoAxeViolations(page, `password change with errors at ${viewport.width} px`);

      // A right change lands in the dashboard.
      const own = `kudu-marula-${stamp}`;
      await changeOwnPassword(page, temporary, own);
      await expectToast(page, { title: 'Password Changed', variant: 'success' });
      await expect(page.getByRole('heading', DASHBOARD)).toBeVisible();
      await expect(heading).toHaveCount(0);
      await logOut(page);

      // The own password signs in directly; the generated one no longer does.
      if (viewport === WIDTHS[0]) {
        await enterPassword(page, reviewer.username, temporary);
        await expectToast(page, { title: 'Login Failed', variant: 'destructive' });
      }
      await signIn(page, reviewer.username, own);
      const account = await openTab(page, 'My account');
      await expect(account.getByRole('heading', { name: 'Password' })).toBeVisible();
      await expect(account.getByLabel('New password', { exact: true })).toBeVisible();
    });
  }
});
