import { expect, type Page, test } from '@playwright/test';
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
import { expectToast } from './support/toast';

/**
 * An administrator deciding a case another staff member holds (issue 39) is asked first, with the holder named;
 * Cancel sends nothing, "Decide anyway" sends the decision.
 */

/** A reviewer added through the API, and the case given to them, as an administrator may. */
async function holdBy(page: Page, reference: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const name = `Lerato Holder ${stamp}`;
  const added = await page.request.post('api/admin/staff', {
    data: { displayName: name, username: `lerato.${stamp}`, role: 'reviewer' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { staff } = (await added.json()) as { staff: { id: string } };
  const assigned = await page.request.post(`api/admin/applications/${reference}/assign`, {
    data: { assignee: staff.id },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  return name;
}

const statusOf = async (page: Page, reference: string) =>
  ((await (await page.request.get(`api/admin/applications/${reference}`)).json()) as { status: string }).status;

test('An administrator is asked before deciding a case another staff member holds, in the dialog and in the list', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const api = await applicantApi(playwright, baseURL);
  const { reference } = await submitApplicationThroughApi(
    api,
    applicant('Bongani', 'Held', '0982'),
    arcadiaTenancy('16'),
  );
  await api.dispose();
  await signInAsAdmin(page, 'admin?tab=applications');
  const holder = await holdBy(page, reference);

  // In the dialog: a request for information, first called off, then sent.
  await searchApplications(page, reference);
  await applicationRow(page, reference).getByRole('button', { name: 'View' }).click();
  const dialog = reviewDialog(page, reference);
  await expect(dialog.getByText(`${holder} is working on this case.`)).toBeVisible();
  const actions = await openSection(dialog, 'Actions');
  await actions.getByLabel('Information needed').selectOption({ label: 'Unclear/unreadable ID copy.' });
  await actions.getByRole('button', { name: 'Send Request' }).click();
  const ask = page.getByRole('dialog', { name: 'Decide a case someone else holds?' });
  await expect(ask).toContainText(`${holder} is working on this case.`);
  await expectNoAxeViolations(page, 'the question before deciding a held case');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  expect(await statusOf(page, reference)).toBe('pending');

  await actions.getByRole('button', { name: 'Send Request' }).click();
  await ask.getByRole('button', { name: 'Decide anyway' }).click();
  // Sent: the server has it (the toast says so, and may be gone again before a slow machine reads its colour).
  await expectToast(page, { title: 'Request Sent' });
  await expect.poll(() => statusOf(page, reference)).toBe('needsinfo');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // In the list: a completed application's Archive asks the same.
  const completed = (await (
    await page.request.get('api/admin/applications?status=completed&assignee=none&pageSize=25')
  ).json()) as { applications: { appReference: string }[] };
  const done = completed.applications[0]!.appReference;
  const doneHolder = await holdBy(page, done);
  await page.goto('admin?tab=applications&apps.status=completed');
  await searchApplications(page, done);
  await applicationRow(page, done).getByRole('button', { name: 'Archive Application' }).click();
  await expect(ask).toContainText(`${doneHolder} is working on this case.`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  expect(await statusOf(page, done)).toBe('completed');
  await applicationRow(page, done).getByRole('button', { name: 'Archive Application' }).click();
  await ask.getByRole('button', { name: 'Decide anyway' }).click();
  await expect.poll(() => statusOf(page, done)).toBe('archived');
});
