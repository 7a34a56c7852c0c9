import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-applications';
import { expectNoAxeViolations } from './support/axe';
import { applicantApi } from './support/residential-wizard';
import { daysFromToday, saToday, submitTerminationThroughApi, terminatingCustomer } from './support/termination-wizard';

/** Accounts other journeys terminate; this one takes another open account of the same complex. */
const TAKEN = new Set(['00005555', '00010027', '00010053', '00010066', '00010079']);

interface RegisterAccount {
  accountNumber: string;
  holderName: string;
  holderIdNumber: string;
  cellPhone: string;
  complexName: string;
  unitNumber: string;
}

test("The server's objection to an early disconnection date marks the date field with its words (issue 39)", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signInAsAdmin(page);
  const candidates: RegisterAccount[] = [];
  for (let pageNumber = 1; pageNumber <= 10 && candidates.length === 0; pageNumber++) {
    const register = (await (
      await page.request.get(`api/admin/reference/accounts?status=open&pageSize=100&page=${pageNumber}`)
    ).json()) as { items: RegisterAccount[] };
    candidates.push(
      ...register.items.filter(
        (item) =>
          item.complexName === 'Waterkloof Heights' &&
          !TAKEN.has(item.accountNumber) &&
          !item.holderIdNumber.includes('/') &&
          item.cellPhone !== null,
      ),
    );
  }
  const account = candidates.at(-1)!;
  const [firstName = 'Naledi', ...rest] = account.holderName.split(' ');
  // The holder on file (ID and cell number): nobody else need confirm the request (issue 39).
  const customer = {
    ...terminatingCustomer(firstName, rest.join(' ') || 'Holder', '0983', account.accountNumber),
    idNumber: account.holderIdNumber,
    cellPhone: `0${account.cellPhone.slice(3)}`,
    cellPhoneE164: account.cellPhone,
  };
  const api = await applicantApi(playwright, baseURL);
  const reference = await submitTerminationThroughApi(api, customer, {
    unitNumber: account.unitNumber,
    disconnectionDate: daysFromToday(40),
  });
  await api.dispose();
  const approved = await page.request.post(`api/admin/terminations/${reference}/approve`, { data: {} });
  expect(approved.ok(), await approved.text()).toBe(true);

  await page.goto(`admin/terminations/${reference}`);
  const dialog = page.getByRole('dialog', { name: account.accountNumber });
  const actionsTab = dialog.getByRole('tab', { name: 'Actions', exact: true });
  await actionsTab.click();
  const actions = dialog.getByRole('tabpanel', { name: 'Actions', exact: true });
  await actions.getByLabel(/^I confirm that I have completed the full termination process/).check();
  await actions.getByLabel('Record an early disconnection').check();
  const date = actions.getByLabel('Date the services were disconnected');
  await actions.getByLabel('Why they were disconnected early').fill('The tenant left; the meter was read on site.');
  const complete = actions.getByRole('button', { name: 'Mark as Complete' });

  // A date in the future (typed past the picker's limit): the schema's words, on the date field, which has focus.
  await date.fill(daysFromToday(5));
  await complete.click();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAccessibleDescription('The date the services were disconnected cannot be in the future');
  await expect(date).toBeFocused();
  await expectNoAxeViolations(page, 'an early disconnection date refused');

  // Changing it clears the message; a date before the request was sent: the domain's words, on the same field.
  await date.fill(daysFromToday(-3));
  await expect(date).toHaveAttribute('aria-invalid', 'false');
  await complete.click();
  await expect(date).toHaveAccessibleDescription(
    'The services cannot have been disconnected before the request was sent',
  );

  // Today is right: the termination completes.
  await date.fill(saToday());
  await complete.click();
  await expect(actions.getByRole('button', { name: 'Mark as Complete' })).toHaveCount(0);
});
