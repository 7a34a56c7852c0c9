import { expect as baseExpect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-applications';
import { expectNoAxeViolations } from './support/axe';

/**
 * A case has an address of its own (issue 39): opening it from a list goes to its page, a reload keeps it open,
 * Back or Close returns to the list as it was, and a page naming no such case says so.
 */

// Each reload or link loads the whole back office again (its code, the session, the list and the case): on a busy
// machine that took up to 14 s, past the usual 10.
const expect = baseExpect.configure({ timeout: 30_000 });

for (const area of [
  { name: 'applications', tab: /^Applications/, list: 'apps', prefix: 'PM-' },
  { name: 'terminations', tab: /^Terminations/, list: 'terms', prefix: 'TM-' },
] as const) {
  test(`An admin opens one of the ${area.name} by its own address, reloads, and goes back to the list`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInAsAdmin(page, `admin?tab=${area.name}&${area.list}.sort=name`);
    const listUrl = page.url();
    await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    const row = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .first();
    const title = (await row.getByRole('rowheader').textContent())!.trim();
    await row.getByRole('button', { name: /^View/ }).click();

    // The case's page, with the list's filter kept for the way back.
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('tablist')).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`/ClientApps/admin/${area.name}/${area.prefix}[0-9-]+\\?${area.list}\\.sort=name$`),
    );
    const casePage = page.url();

    // A reload opens the same case again.
    await page.reload();
    await expect(page.getByRole('dialog', { name: title }).getByRole('tablist')).toBeVisible();
    await expect(page).toHaveURL(casePage);
    await expectNoAxeViolations(page, `a case of the ${area.name} opened by its address`);

    // Back closes it: the list as it was.
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(listUrl);
    await expect(page.getByRole('tab', { name: area.tab })).toHaveAttribute('aria-selected', 'true');

    // Forward opens it again, and Close returns to the list.
    await page.goForward();
    await expect(page.getByRole('dialog', { name: title }).getByRole('tablist')).toBeVisible();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(listUrl);

    // A link to it (the morning digest's) opens it; closing it leaves its list in its place.
    await page.goto(casePage.replace(/\?.*$/, ''));
    await expect(page.getByRole('dialog', { name: title }).getByRole('tablist')).toBeVisible();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/ClientApps/admin\\?tab=${area.name}$`));
    await expect(page.getByRole('tab', { name: area.tab })).toHaveAttribute('aria-selected', 'true');
  });
}

test('A case page naming no such case says so', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await page.goto('admin/applications/PM-1999-00000');
  const dialog = page.getByRole('dialog', { name: 'PM-1999-00000' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'No application has the reference PM-1999-00000. Check the link or search the list.',
  );
  await expectNoAxeViolations(page, 'a case page naming no such case');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page).toHaveURL(/\/ClientApps\/admin\?tab=applications$/);

  await page.goto('admin/terminations/TM-1999-00000');
  await expect(page.getByRole('dialog', { name: 'TM-1999-00000' }).getByRole('alert')).toHaveText(
    'No termination has the reference TM-1999-00000. Check the link or search the list.',
  );
});
