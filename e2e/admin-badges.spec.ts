import { expect, type Page, type PlaywrightWorkerArgs, test } from '@playwright/test';
import {
  applicationRow,
  arcadiaTenancy,
  openSection,
  reviewDialog,
  signInAsAdmin,
  statusTabs,
  submitApplicationThroughApi,
} from './support/admin-applications';
import { applicant, applicantApi } from './support/residential-wizard';
import { dismissToast, expectToast } from './support/toast';

const ARCADIA_UNIT_2 = arcadiaTenancy('2');

async function submitPending(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  tail: string,
) {
  const api = await applicantApi(playwright, baseURL);
  const { reference } = await submitApplicationThroughApi(
    api,
    applicant('Bongani', `Badgetest${tail}`, tail),
    ARCADIA_UNIT_2,
  );
  await api.dispose();
  return reference;
}

/** The number on the Applications tab (its accessible name ends in "N pending"); 0 when there is no badge. */
async function pendingOnBadge(page: Page) {
  const tab = page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name: /^Applications/ });
  return Number(/(\d+) pending/.exec((await tab.textContent()) ?? '')?.[1] ?? 0);
}

/** The count on the Pending status tab of the list. */
async function pendingOnStatusTab(page: Page) {
  return Number(
    /\d+/.exec(
      (await statusTabs(page)
        .getByRole('tab', { name: /^Pending/ })
        .textContent()) ?? '',
    )?.[0],
  );
}

async function pendingOnServer(page: Page) {
  const stats = await page.request.get('api/admin/stats');
  return ((await stats.json()) as { pendingApplications: number }).pendingApplications;
}

/** What the list counts as pending under a search, as its Pending tab shows it (docs/overview-figures.md). */
async function pendingInListOnServer(page: Page, search: string) {
  const list = await page.request.get(`api/admin/applications?status=pending&search=${encodeURIComponent(search)}`);
  return ((await list.json()) as { counts: { pending: number } }).counts.pending;
}

/**
 * Badge and status tab show what the server counts now, without Overview > Refresh Data: the badge every pending
 * application, the tab those under the list's search (all of them without one).
 */
async function expectCountsCurrent(page: Page, search?: string) {
  const onServer = async () => [
    await pendingOnServer(page),
    search === undefined ? await pendingOnServer(page) : await pendingInListOnServer(page, search),
  ];
  await expect
    .poll(async () => [await pendingOnBadge(page), await pendingOnStatusTab(page)], { timeout: 5000 })
    .toEqual(await onServer());
}

test.describe('Pending counts in the back office', () => {
  // Both compare the pending count before and after: run side by side, each would move the other's count.
  test.describe.configure({ mode: 'serial' });

  test('Rejecting a pending application lowers the pending badge and the Pending count at once', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const reference = await submitPending(playwright, baseURL, '0751');
    await signInAsAdmin(page, `admin?tab=applications&apps.status=pending&apps.search=${reference}`);
    await expectCountsCurrent(page, reference);
    const before = await pendingOnBadge(page);
    expect(before).toBeGreaterThan(0);
    expect(await pendingOnStatusTab(page)).toBe(1);

    await applicationRow(page, reference).getByRole('button', { name: 'Reject' }).click();
    const dialog = reviewDialog(page, reference);
    const actions = await openSection(dialog, 'Actions');
    await actions.getByLabel('Reason for rejection').selectOption({ label: 'Duplicate application' });
    await actions.getByRole('button', { name: 'Reject Application' }).click();
    await expectToast(page, { title: 'Application Rejected', variant: 'success' });
    await dismissToast(page, 'Application Rejected');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    await expect(page.getByText('No applications found')).toBeVisible();
    await expectCountsCurrent(page, reference);
    expect(await pendingOnBadge(page)).toBeLessThan(before);
    expect(await pendingOnStatusTab(page)).toBe(0);
  });

  test("The list's Refresh brings the pending badge and the status counts up to date too", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signInAsAdmin(page, 'admin?tab=applications&apps.status=pending');
    await expectCountsCurrent(page);
    const before = await pendingOnBadge(page);

    // An applicant submits while the admin is looking at the list.
    await submitPending(playwright, baseURL, '0752');
    expect(await pendingOnServer(page)).toBeGreaterThan(before);
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expectCountsCurrent(page);
    expect(await pendingOnBadge(page)).toBeGreaterThan(before);
  });
});
