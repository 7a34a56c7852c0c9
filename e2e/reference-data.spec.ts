import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-applications';
import { expectNoAxeViolations } from './support/axe';
import { applicant, continueButton, expectStep, fillClientDetails } from './support/residential-wizard';
import { addReviewer, enterPassword, openTab, replaceTemporaryPassword } from './support/staff-accounts';
import { expectToast, notifications } from './support/toast';

/** The complexes file's header as docs/api/reference-data.md gives it: a billing system writes it, not the portal. */
const COMPLEXES_HEADER = 'complex_name,street_address,suburb,city,province,unit_number,premise_code';
const ACCOUNTS_HEADER =
  'account_number,holder_name,holder_id_number,cell_number,email,complex_name,unit_number,deposit_held,opened_on,closed_on';
const PHONE = { width: 360, height: 740 };

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
});

/** A section of the Reference data tab (Complexes, Accounts, Deposit rules, Import). */
async function openSection(page: Page, name: string) {
  const tab = page.getByRole('tablist', { name: 'Reference data sections' }).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name, exact: true });
}

/** The figure under one of the report's counts (Lines, New, Updated, Unchanged, Lines with errors, Errors). */
const count = (report: Locator, label: string) =>
  report
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');

test.describe('Reference data', () => {
  test('An administrator imports a complexes file with one bad row, fixes it, and a customer on a phone finds the new complex by its suburb', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36).toUpperCase();
    const complex = `Riviera Gardens ${stamp}`;
    const suburb = `Riviera ${stamp}`;
    const line = (unit: number, inSuburb = suburb, code = `RG${stamp}-${unit}`) =>
      `${complex},5 Rosslyn Road,${inSuburb},Pretoria,Gauteng,${unit},${code}`;
    // Line 3 has two bad values; line 4 repeats line 2's premise code.
    const badFile = csvFile('riviera.csv', [
      COMPLEXES_HEADER,
      line(1),
      line(2, '', 'bad code!'),
      line(3, suburb, `RG${stamp}-1`),
    ]);
    const fixedFile = csvFile('riviera.csv', [COMPLEXES_HEADER, line(1), line(2), line(3)]);

    await signInAsAdmin(page);
    const tab = await openTab(page, 'Reference data');
    await expect(page).toHaveURL(/\?tab=reference$/);
    await expect(tab.getByRole('heading', { level: 2, name: 'Reference data' })).toBeVisible();
    await expect(tab.getByRole('table', { name: 'Complexes matching the search' })).toBeVisible();
    await expectNoAxeViolations(page, 'reference data, complexes', { soft: true });

    const importPanel = await openSection(page, 'Import');
    await expect(page).toHaveURL(/\?tab=reference&ref\.section=import$/);
    await expect(importPanel.getByRole('radio', { name: 'Complexes and units' })).toBeChecked();
    await expect(importPanel.getByText(COMPLEXES_HEADER, { exact: true })).toBeVisible();
    await expect(importPanel.getByRole('link', { name: 'Export current register' })).toHaveAttribute(
      'href',
      /\/api\/admin\/reference\/complexes\/export$/,
    );
    const download = page.waitForEvent('download');
    await importPanel.getByRole('button', { name: 'Download an example file' }).click();
    const example = await download;
    expect(example.suggestedFilename()).toBe('complexes-example.csv');
    expect(readFileSync(await example.path(), 'utf8').split(/\r?\n/)[0]).toBe(COMPLEXES_HEADER);
    const check = importPanel.getByRole('button', { name: 'Check file' });
    const importButton = importPanel.getByRole('button', { name: 'Import', exact: true });
    await expect(check).toBeDisabled();
    await expect(importButton).toBeDisabled();
    await expect(importButton).toHaveAccessibleDescription('Choose a file to check.');
    await expectNoAxeViolations(page, 'reference data, import', { soft: true });

    // The file with bad lines: the check counts the lines and the errors apart, reports each by line and column, and
    // writes nothing.
    await importPanel.getByLabel('Choose a CSV file').setInputFiles(badFile);
    await expect(importPanel.getByTestId('chosen-file')).toContainText('riviera.csv');
    await expect(importButton).toHaveAccessibleDescription('Check the file before you import it.');
    await check.click();
    const report = importPanel.getByRole('region', { name: 'Check of riviera.csv' });
    await expect(report.getByRole('heading', { name: 'Check of riviera.csv' })).toBeFocused();
    await expect(count(report, 'Lines')).toHaveText('3');
    await expect(count(report, 'New')).toHaveText('1');
    await expect(count(report, 'Lines with errors')).toHaveText('2');
    await expect(count(report, 'Errors')).toHaveText('3');
    await expect(report).toContainText('2 lines have errors. 3 errors in all.');
    const errors = report.getByRole('table', { name: 'Lines with errors' });
    await expect(errors.getByRole('row')).toHaveCount(4);
    await expect(errors.getByRole('row').nth(1)).toHaveText(/^3\s*suburb\s*Enter the suburb\.$/);
    await expect(errors.getByRole('rowheader')).toHaveText(['3', '3', '4']);
    await expect(importButton).toBeDisabled();
    await expect(importButton).toHaveAccessibleDescription(/^Import is possible once a check finds no error/);
    await expectNoAxeViolations(page, 'import report with an error', { soft: true });

    // The fixed file, chosen again: a new check, without errors, opens Import.
    await importPanel.getByLabel('Choose a CSV file').setInputFiles(fixedFile);
    await expect(report).toHaveCount(0);
    await expect(importButton).toBeDisabled();
    await check.click();
    await expect(report.getByRole('heading')).toBeFocused();
    await expect(count(report, 'New')).toHaveText('3');
    await expect(count(report, 'Errors')).toHaveText('0');
    await expect(report).toContainText('No errors. Importing the file adds 3, updates 0 and leaves 0 unchanged.');
    await expect(report.getByRole('table')).toHaveCount(0);
    await expect(importButton).toBeEnabled();
    await importButton.click();
    await expectToast(page, {
      title: 'Import done',
      description: '3 new, 0 updated, 0 unchanged.',
      variant: 'success',
    });
    const imported = importPanel.getByRole('region', { name: 'Import of riviera.csv' });
    await expect(imported).toContainText('Imported: 3 added, 0 updated, 0 unchanged.');
    await expect(importButton).toBeDisabled();
    await expect(importButton).toHaveAccessibleDescription(
      'This file has been imported. Choose another file to import more.',
    );

    // An accounts file giving two open accounts one holder's ID number: the check lists a warning by line, and the
    // file may still be imported.
    await importPanel.getByRole('radio', { name: 'Accounts' }).check();
    const number = String(Date.now()).slice(-8);
    const accounts = csvFile('accounts.csv', [
      ACCOUNTS_HEADER,
      `${number}1,Refilwe Twice,6502285009089,,,${complex},1,0,2024-01-01,`,
      `${number}2,Refilwe Twice,6502285009089,,,${complex},2,0,2024-02-01,`,
    ]);
    await importPanel.getByLabel('Choose a CSV file').setInputFiles(accounts);
    await check.click();
    const accountsReport = importPanel.getByRole('region', { name: 'Check of accounts.csv' });
    await expect(count(accountsReport, 'New')).toHaveText('2');
    await expect(count(accountsReport, 'Errors')).toHaveText('0');
    await expect(accountsReport).toContainText('1 warning: the import takes this line, but check it first.');
    const warnings = accountsReport.getByRole('table', { name: 'Lines with warnings' });
    await expect(warnings.getByRole('row').nth(1)).toHaveText(
      /^3\s*holder_id_number\s*The holder's ID number is also on line 2, an open account too\./,
    );
    await expect(importButton).toBeEnabled();
    await expectNoAxeViolations(page, 'import report with a warning', { soft: true });

    // The register lists it, active, with its three units and their premise codes.
    const complexes = await openSection(page, 'Complexes');
    await complexes.getByRole('searchbox', { name: 'Search complexes' }).fill(suburb);
    const row = complexes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: complex }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell')).toContainText([suburb, 'Pretoria', '3', 'Active']);
    await row.getByRole('button', { name: `Units ${complex}` }).click();
    const units = page.getByRole('dialog', { name: `Units of ${complex}` });
    await expect(units.getByRole('rowheader')).toHaveText(['1', '2', '3']);
    await expect(units.getByRole('table')).toContainText(`RG${stamp}-2`);
    await expectNoAxeViolations(page, 'units of a complex', { soft: true });
    await units.getByRole('button', { name: 'Close' }).first().click();
    await expect(units).toHaveCount(0);

    for (const section of ['Accounts', 'Deposit rules']) {
      const panel = await openSection(page, section);
      await expect(panel.getByRole('table').first()).toBeVisible();
      await expectNoAxeViolations(page, `reference data, ${section.toLowerCase()}`, { soft: true });
    }

    // A customer on a 360 px phone finds the new complex by typing its suburb in the wizard's complex search.
    const phone = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
    const customer = await phone.newPage();
    await customer.goto('application/residential');
    await fillClientDetails(customer, applicant('Lerato', 'Riviera', '0929'));
    await customer.getByLabel(/^I have read the privacy notice/).check();
    await continueButton(customer).click();
    await expectStep(customer, 'Property information', '33.33');
    await customer.getByLabel('Search for your complex or building').fill(suburb);
    const found = customer
      .getByRole('list', { name: 'Matching complexes' })
      .getByRole('button', { name: new RegExp(complex) });
    await expect(found).toContainText(`5 Rosslyn Road, ${suburb}`);
    await found.tap();
    await customer.getByLabel('Unit number', { exact: true }).selectOption({ label: 'Unit 2' });
    await expect(customer.getByTestId('confirmed-address')).toContainText(`Unit 2, ${complex}`);
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(customer, 'the new complex found on a phone', { soft: true });
    await phone.close();
  });

  test('Reviewers read the reference data, and each button that would change it is disabled and says why', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const stamp = Date.now().toString(36);
    const reviewer = { name: `Rita Reader ${stamp}`, username: `rita.${stamp}` };
    const temporary = await addReviewer(page, reviewer);

    const desk = await (await browser.newContext({ baseURL })).newPage();
    await enterPassword(desk, reviewer.username, temporary);
    await replaceTemporaryPassword(desk, temporary, `Reader-${stamp}-Jacaranda-Rain`);
    const tab = await openTab(desk, 'Reference data');
    await expect(
      tab.getByText('You can read the reference data. Only administrators can change it or import files.'),
    ).toBeVisible();

    const complexes = tab.getByRole('tabpanel', { name: 'Complexes', exact: true });
    const add = complexes.getByRole('button', { name: 'Add complex' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Only administrators can add complexes.');
    const row = complexes.getByRole('row').filter({ has: desk.getByRole('rowheader', { name: 'Irene Glen' }) });
    await expect(row.getByRole('button')).toHaveText(['Units Irene Glen']);
    await row.getByRole('button', { name: 'Units Irene Glen' }).click();
    const units = desk.getByRole('dialog', { name: 'Units of Irene Glen' });
    await expect(units.getByRole('rowheader').first()).toHaveText('1');
    await expect(units.getByRole('button', { name: 'Add unit' })).toHaveCount(0);
    await expect(units.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    await units.getByRole('button', { name: 'Close' }).first().click();

    const deposits = await openSection(desk, 'Deposit rules');
    await expect(deposits.getByRole('table', { name: 'Deposit rules in force today' }).getByRole('row')).toHaveCount(5);
    await expect(deposits.getByRole('button', { name: 'Save rule' })).toHaveCount(0);

    const importPanel = await openSection(desk, 'Import');
    await expect(importPanel.getByLabel('Choose a CSV file')).toBeDisabled();
    for (const name of ['Check file', 'Import']) {
      const button = importPanel.getByRole('button', { name, exact: true });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription('Only administrators can import files.');
    }
    await expect(importPanel.getByRole('link', { name: 'Export current register' })).toBeVisible();
    await expectNoAxeViolations(desk, 'reference data, read by a reviewer', { soft: true });
  });

  test('An administrator adds a complex and a unit on screen, corrects them, deactivates and reactivates it, and sets a deposit rule that starts later', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const stamp = Date.now().toString(36).toUpperCase();
    const complex = `Kiepersol Lofts ${stamp}`;
    await signInAsAdmin(page, 'admin?tab=reference');
    const complexes = page.getByRole('tabpanel', { name: 'Complexes', exact: true });

    const fillComplex = async (dialog: Locator) => {
      await dialog.getByLabel('Complex', { exact: true }).fill(complex);
      await dialog.getByLabel('Street address').fill('5 Park Street');
      await dialog.getByLabel('Suburb').fill('Lydiana');
      await dialog.getByLabel('City').fill('Pretoria');
      await dialog.getByLabel('Province').selectOption('Gauteng');
    };
    await complexes.getByRole('button', { name: 'Add complex' }).click();
    const add = page.getByRole('dialog', { name: 'Add a complex' });
    await add.getByRole('button', { name: 'Add complex' }).click();
    await expect(add.getByText('Enter the name of the complex.')).toBeVisible();
    await expect(add.getByLabel('Complex', { exact: true })).toBeFocused();
    await fillComplex(add);
    await add.getByLabel('Postal code (optional)').fill('0181');
    await add.getByRole('button', { name: 'Add complex' }).click();
    await expect(notifications(page).getByText(new RegExp(`^${complex} was added as CX\\d{3,}\\.$`))).toBeVisible();

    // Its units come next: a premise code in the wrong form is refused on the field, then the unit is added and edited.
    const units = page.getByRole('dialog', { name: `Units of ${complex}` });
    await expect(units.getByText('This complex has no units yet.', { exact: false })).toBeVisible();
    await units.getByLabel('Unit number').fill('1A');
    await units.getByLabel('Premise code').fill('bad code!');
    await units.getByRole('button', { name: 'Add unit' }).click();
    await expect(units.getByText('A premise code has up to 40 letters', { exact: false })).toBeVisible();
    await units.getByLabel('Premise code').fill(`JL${stamp}-1A`);
    await units.getByRole('button', { name: 'Add unit' }).click();
    await expectToast(page, { title: `Unit 1A (JL${stamp}-1A) was added.`, variant: 'success' });
    await expect(units.getByLabel('Unit number')).toBeFocused();
    await expect(units.getByRole('rowheader')).toHaveText(['1A']);
    await units.getByRole('button', { name: 'Edit unit 1A' }).click();
    await expect(units.getByRole('form', { name: 'Edit unit 1A' })).toBeVisible();
    await expect(units.getByLabel('Unit number')).toBeFocused();
    await units.getByLabel('Unit number').fill('1B');
    await units.getByRole('button', { name: 'Save unit' }).click();
    await expectToast(page, { title: `Unit 1B (JL${stamp}-1A) was saved.` });
    await expect(units.getByRole('rowheader')).toHaveText(['1B']);
    await expect(units.getByRole('form', { name: 'Add a unit' })).toBeVisible();
    await units.getByRole('button', { name: 'Close' }).first().click();

    // A second complex of that name in that suburb is refused on the name.
    await complexes.getByRole('button', { name: 'Add complex' }).click();
    await fillComplex(add);
    await add.getByRole('button', { name: 'Add complex' }).click();
    await expect(add.getByText('A complex of that name already exists in that suburb.')).toBeVisible();
    await expect(add.getByLabel('Complex', { exact: true })).toBeFocused();
    await add.getByRole('button', { name: 'Cancel' }).click();

    await complexes.getByRole('searchbox', { name: 'Search complexes' }).fill(complex);
    const row = complexes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: complex }) });
    await expect(row.getByRole('cell')).toContainText(['Lydiana', 'Pretoria', '1', 'Active']);
    await row.getByRole('button', { name: `Edit ${complex}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${complex}` });
    await expect(edit.getByLabel('Postal code (optional)')).toHaveValue('0181');
    await edit.getByLabel('Street address').fill('7 Park Street');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, { title: `${complex} was saved.` });

    await row.getByRole('button', { name: `Deactivate ${complex}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${complex}?` });
    await expect(confirm).toContainText('Customers will no longer find', { useInnerText: true });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expectToast(page, { title: `${complex} was deactivated.` });
    await expect(row.getByRole('cell')).toContainText(['Deactivated']);
    await row.getByRole('button', { name: `Reactivate ${complex}` }).click();
    await page
      .getByRole('dialog', { name: `Reactivate ${complex}?` })
      .getByRole('button', { name: 'Reactivate' })
      .click();
    await expectToast(page, { title: `${complex} was reactivated.` });
    await expect(row.getByRole('cell')).toContainText(['Active']);

    // A new deposit amount a year ahead: today's rules and the deposits calculated now stay as they are.
    const deposits = await openSection(page, 'Deposit rules');
    const inForce = deposits.getByRole('table', { name: 'Deposit rules in force today' });
    await expect(inForce.getByRole('row').filter({ hasText: 'Business tenant' })).toContainText('R 5 000.00');
    await deposits.getByLabel('Kind', { exact: true }).selectOption({ label: 'Business tenant' });
    await deposits.getByLabel('Amount', { exact: true }).fill('R 5 250,50');
    await deposits.getByLabel('In force from').fill('2020-01-01');
    await deposits.getByRole('button', { name: 'Save rule' }).click();
    await expect(deposits.getByText('A rule starts today or later', { exact: false })).toBeVisible();
    const nextYear = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    await deposits.getByLabel('In force from').fill(nextYear);
    await deposits.getByRole('button', { name: 'Save rule' }).click();
    const shown = nextYear.replaceAll('-', '/');
    await expectToast(page, {
      title: 'Deposit rule saved',
      description: `Business tenant: R 5 250.50 from ${shown}.`,
      variant: 'success',
    });
    await expect(deposits.getByLabel('Amount', { exact: true })).toBeFocused();
    await expect(deposits.getByLabel('Amount', { exact: true })).toHaveValue('');
    const later = deposits.getByRole('table', { name: 'Deposit rules that start later' });
    await expect(later.getByRole('row').nth(1)).toHaveText(/^Business tenant\s*R 5 250\.50\s*\d{4}\/\d{2}\/\d{2}$/);
    await expect(inForce.getByRole('row').filter({ hasText: 'Business tenant' })).toContainText('R 5 000.00');
    const history = deposits.getByRole('table', { name: 'Every deposit rule set, newest first' });
    await expect(history.getByRole('row').nth(1).getByRole('cell')).toContainText(['R 5 250.50', shown, 'Admin']);
    await expectNoAxeViolations(page, 'deposit rules with one that starts later', { soft: true });
  });
});
