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
import { applicant, applicantApi } from './support/residential-wizard';
import { smsTo } from './support/sms-outbox';
import { tinyPdf, tinyPng } from './support/test-files';
import { dismissToast, expectToast } from './support/toast';

async function expectSuccess(page: Page, title: string, description?: string) {
  await expectToast(page, { title, description, variant: 'success' });
  await dismissToast(page, title);
}

test.describe('A business application in the back office', () => {
  test('an admin approves the CIPC and VAT documents one by one, sets the R 5 000.00 tenant deposit, approves and completes', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
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
    await expect(applicantPanel).toContainText('4123456789');
    await expectNoAxeViolations(page, 'business review dialog, Applicant');

    const documents = await openSection(dialog, 'Documents');
    for (const title of ['CIPC Registration Document', 'VAT Registration Document', 'ID of director or owner 2']) {
      await expect(documents.getByRole('article', { name: title })).toContainText('Awaiting Review');
    }
    await expectNoAxeViolations(page, 'business review dialog, Documents');
    for (const title of ['CIPC Registration Document', 'VAT Registration Document', 'ID of director or owner 2']) {
      await documents.getByRole('button', { name: `Approve ${title}` }).click();
      await expectSuccess(page, 'Document Approved');
      await expect(documents.getByRole('article', { name: title })).toContainText('Approved');
    }

    const actions = await openSection(dialog, 'Actions');
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
