import { expect, test } from '@playwright/test';
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
import { submitTerminationThroughApi, terminatingCustomer } from './support/termination-wizard';
import { darkIdPhoto } from './support/test-files';

test.describe('Document quality', () => {
  test('A reviewer checks the quality of an ID photo taken in the dark from the Documents tab, then from the assistant', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const api = await applicantApi(playwright, baseURL);
    const { reference } = await submitApplicationThroughApi(
      api,
      applicant('Zanele', 'Darkphoto', '0931'),
      arcadiaTenancy(),
      undefined,
      await darkIdPhoto(),
    );
    const termination = await submitTerminationThroughApi(
      api,
      terminatingCustomer('Thabo', 'Qualitycheck', '0932', '40000392'),
    );
    await api.dispose();

    // The review dialog: "Check quality" on the ID Document judges the stored photo in place.
    await signInAsAdmin(page, 'admin?tab=applications');
    await searchApplications(page, 'Darkphoto');
    await applicationRow(page, reference).getByRole('button', { name: 'View' }).click();
    const documents = await openSection(reviewDialog(page, reference), 'Documents');
    const idCard = documents.getByRole('article', { name: 'ID Document' });
    await idCard.getByRole('button', { name: 'Check quality ID Document' }).click();
    const verdict = idCard.getByRole('status');
    await expect(verdict).toContainText('Quality: Poor', { timeout: 30_000 });
    await expect(verdict).toContainText('The image is almost black');
    await expect(verdict).toContainText('Ask for a photo in better light.');
    await expect(idCard.getByRole('button', { name: 'Check quality ID Document' })).toBeEnabled();
    await expectNoAxeViolations(page, 'review dialog, Documents, quality checked');
    await page.keyboard.press('Escape');
    await expect(reviewDialog(page, reference)).toHaveCount(0);

    // The assistant: the same photo, picked from the request's documents by its reference.
    await page.getByRole('link', { name: /^AI Assistant/ }).click();
    await page.getByLabel('Analysis Type').selectOption({ label: 'Check the quality of uploaded documents' });
    const picker = page.getByRole('group', { name: 'Uploaded document (optional)' });
    await expect(picker).toContainText('Enter the request');
    await picker.getByLabel('Request reference').fill(reference.toLowerCase());
    await picker.getByRole('button', { name: 'Show documents' }).click();
    const choices = picker.getByRole('radiogroup', { name: `Documents of ${reference}` });
    await expect(choices.getByRole('radio')).toHaveCount(3);
    await choices.getByRole('radio', { name: /ID Document/ }).check();
    await expectNoAxeViolations(page, 'assistant, document picker');
    await page.getByRole('button', { name: 'Run Analysis' }).click();
    const answer = page
      .getByRole('region', { name: 'Results' })
      .getByRole('article', { name: 'Check the quality of uploaded documents' });
    await expect(answer).toContainText('Poor', { timeout: 30_000 });
    await expect(answer).toContainText('The image is almost black');
    await expectNoAxeViolations(page, 'assistant, document quality result');

    // A termination's documents are listed by its TM- reference, with the titles its review dialog gives them.
    await picker.getByLabel('Request reference').fill(termination);
    await picker.getByRole('button', { name: 'Show documents' }).click();
    const terminationChoices = picker.getByRole('radiogroup', { name: `Documents of ${termination}` });
    await expect(terminationChoices.getByRole('radio', { name: /Bank Confirmation Letter/ })).toBeVisible();
    await expect(terminationChoices.getByRole('radio', { name: /ID Document/ })).toBeVisible();
  });
});
