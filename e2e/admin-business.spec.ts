import { expect, type Page, test } from '@playwright/test';
import {
  applicationRow,
  openSection,
  reviewDialog,
  searchApplications,
  signInAsAdmin,
  submitApplicationThroughApi,
} from './support/admin-applications';
import { expectNoAxeViolations } from './support/axe';
import {
  acceptTerms,
  applicant,
  applicantApi,
  continueButton,
  enterCode,
  expectConfirmation,
  expectStep,
} from './support/residential-wizard';
import { smsTo, waitForCode } from './support/sms-outbox';
import { tinyPdf, tinyPng } from './support/test-files';
import { dismissToast, expectToast } from './support/toast';

async function expectSuccess(page: Page, title: string, description?: string) {
  await expectToast(page, { title, description, variant: 'success' });
  await dismissToast(page, title);
}

test.describe('A business application in the back office', () => {
  test('asked for a clearer CIPC document, the business re-uploads it and resubmits; the admin approves CIPC and VAT one by one, sets the R 5 000.00 tenant deposit, approves and completes', async ({
    browser,
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const api = await applicantApi(playwright, baseURL);
    const { reference, person } = await submitApplicationThroughApi(
      api,
      applicant('Precious', 'Ndlovu', '0941'),
      {
        complexName: 'Highveld Park',
        streetAddress: '14 Lenchen Avenue North',
        unitNumber: '3',
        suburb: 'Highveld',
        isOwner: false,
      },
      {
        fields: {
          businessName: 'Highveld Print & Copy',
          registrationNumber: '2012/654321/07',
          vatNumber: '4123456789',
          businessType: 'pty-ltd',
          directors: [{ fullName: 'Sizwe Ndlovu', idNumber: '7503125124087' }],
        },
        documents: [
          ['cipc', tinyPdf('cipc-certificate.pdf', 'CIPC certificate')],
          ['vat', tinyPdf('vat-registration.pdf', 'VAT registration')],
          ['director-1', tinyPng('second-director-id.png')],
        ],
      },
    );
    await api.dispose();

    await signInAsAdmin(page, 'admin?tab=applications');
    await searchApplications(page, 'Highveld Print');
    const row = applicationRow(page, reference);
    await expect(row.getByRole('cell')).toContainText([
      'Highveld Print & Copy',
      /\d{4}\/\d{2}\/\d{2}/,
      'Business',
      'Pending',
    ]);
    await row.getByRole('button', { name: 'View' }).click();
    const dialog = reviewDialog(page, reference);

    const applicantPanel = dialog.getByRole('tabpanel', { name: 'Applicant' });
    await expect(applicantPanel).toContainText('Highveld Print & Copy');
    await expect(applicantPanel).toContainText('2012/654321/07');
    await expect(applicantPanel).toContainText('Director or owner 2');
    await expect(applicantPanel).toContainText('Sizwe Ndlovu (ID 7503125124087)');
    await expect(applicantPanel).toContainText('4123456789');
    await expectNoAxeViolations(page, 'business review dialog, Applicant');

    // The CIPC copy is unreadable: staff ask for a clearer one, in their own words.
    let actions = await openSection(dialog, 'Actions');
    await actions.getByLabel('Information needed').selectOption({ label: 'Something else (type it)' });
    await actions
      .getByLabel('Describe what the applicant must provide')
      .fill('Please upload a clearer CIPC certificate.');
    await actions.getByRole('button', { name: 'Send Request' }).click();
    await expectSuccess(page, 'Request Sent');
    const request = smsTo(person.cellPhoneE164).at(-1)!;
    expect(request.body).toContain('Please upload a clearer CIPC certificate.');
    const link = new URL(/https?:\/\/\S+/.exec(request.body)![0]);
    expect(link.pathname + link.search).toBe(`/ClientApps/track?ref=${reference}`);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The business follows the link on another device: a code, then its wizard; it replaces the CIPC copy and resubmits.
    const device = await browser.newContext();
    const phone = await device.newPage();
    const codesBefore = smsTo(person.cellPhoneE164).length;
    await phone.goto(`application/business?continue=${reference}`);
    await enterCode(phone, await waitForCode(person.cellPhoneE164, codesBefore));
    await expectStep(phone, 'Client details', '16.67');
    await expect(phone.getByRole('alert').filter({ hasText: 'We need more information' })).toContainText(
      'Please upload a clearer CIPC certificate.',
    );
    await continueButton(phone).click();
    await expectStep(phone, 'Property information', '33.33');
    await continueButton(phone).click();
    await expectStep(phone, 'Upload documents', '66.67');
    await dismissToast(phone, 'Details Saved');
    await phone
      .getByLabel('Replace the file for: CIPC registration document')
      .setInputFiles(tinyPdf('clear-cipc.pdf', 'CIPC'));
    await expectToast(phone, { title: 'File Uploaded', description: 'clear-cipc.pdf was uploaded.' });
    await dismissToast(phone, 'File Uploaded');
    await continueButton(phone).click();
    await expectStep(phone, 'Terms and signature', '83.33');
    await acceptTerms(phone);
    await phone.getByLabel('Type your full name as your signature').fill('Precious Ndlovu');
    await phone.getByRole('button', { name: 'Submit Application' }).click();
    await expectConfirmation(phone, reference);
    await device.close();

    // Pending again in the office, with the clearer copy.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await searchApplications(page, 'Highveld Print');
    await applicationRow(page, reference).getByRole('button', { name: 'View' }).click();
    await expect(dialog.getByRole('region', { name: 'Application status' })).toContainText('Pending');
    const documents = await openSection(dialog, 'Documents');
    await expect(documents.getByRole('article', { name: 'CIPC Registration Document' })).toContainText(
      'clear-cipc.pdf',
    );
    for (const title of ['CIPC Registration Document', 'VAT Registration Document', 'ID of director or owner 2']) {
      await expect(documents.getByRole('article', { name: title })).toContainText('Awaiting Review');
    }
    await expectNoAxeViolations(page, 'business review dialog, Documents');
    for (const title of ['CIPC Registration Document', 'VAT Registration Document', 'ID of director or owner 2']) {
      await documents.getByRole('button', { name: `Approve ${title}` }).click();
      await expectSuccess(page, 'Document Approved');
      await expect(documents.getByRole('article', { name: title })).toContainText('Approved');
    }

    // Approval needs the premise from the register: the admin confirms the complex the business typed, then its unit.
    const property = await openSection(dialog, 'Property');
    await expect(property.getByLabel('Complex', { exact: true }).locator('option:checked')).toHaveText('Highveld Park');
    await property.getByRole('button', { name: 'Confirm Complex' }).click();
    await expectSuccess(page, 'Complex Confirmed');
    await property
      .getByLabel('Unit', { exact: true })
      .selectOption({ label: 'CX018-003 · Unit 3, Highveld Park, 14 Lenchen Avenue North, Highveld' });
    await property.getByRole('button', { name: 'Confirm Unit' }).click();
    await expectSuccess(page, 'Unit Confirmed', 'The application is linked to unit CX018-003.');

    actions = await openSection(dialog, 'Actions');
    await actions.getByRole('button', { name: 'Calculate Deposit' }).click();
    await expectSuccess(page, 'Deposit Calculated');
    await expect(actions.getByLabel('Deposit amount (R)')).toHaveValue('5000.00');
    await actions.getByRole('button', { name: 'Approve Deposit', exact: true }).click();
    await expectSuccess(page, 'Deposit Approved', 'Deposit of R 5 000.00 approved.');
    await actions.getByRole('button', { name: 'Approve Application' }).click();
    await expectSuccess(page, 'Application Approved');
    expect(smsTo(person.cellPhoneE164).at(-1)?.body).toContain('A deposit of R 5 000.00 is payable.');
    await actions.getByRole('checkbox', { name: /registered on Metermis/ }).check();
    await actions.getByRole('button', { name: 'Mark as Completed' }).click();
    await expectSuccess(page, 'Application Completed');
    await expectNoAxeViolations(page, 'business review dialog, Actions');
    await openSection(dialog, 'Applicant');
    await expect(dialog.getByRole('region', { name: 'Application status' })).toContainText('Completed');
  });
});
