import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { acceptTerms, applicant, expectStep, waterkloofApplication } from './support/residential-wizard';
import { smsTo, waitForCode } from './support/sms-outbox';
import { tinyPdf, tinyPng } from './support/test-files';

test("At the last step Submit says what it waits for, a typed name must be the applicant's, and a reload keeps both boxes and the signature", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // The first steps through the API in the page's own session, so the wizard resumes at the terms.
  const person = applicant('Lindiwe', 'Laststep', '0392');
  const headers = { origin: new URL(baseURL!).origin };
  const created = await page.request.post('api/residential-applications', {
    data: { ...waterkloofApplication(person), postalAddress: 'PO Box 7, Brooklyn', postalCode: '0181' },
    headers,
  });
  expect(created.status()).toBe(201);
  const { applicationNumber: reference } = (await created.json()) as { applicationNumber: string };
  const codesBefore = smsTo(person.cellPhoneE164).length;
  expect((await page.request.post('api/sms/send-verification', { data: { appNumber: reference }, headers })).ok()).toBe(
    true,
  );
  const code = await waitForCode(person.cellPhoneE164, codesBefore);
  const confirmed = await page.request.put(`api/residential-applications/${reference}/confirm-cell`, {
    data: { code },
    headers,
  });
  expect(confirmed.ok()).toBe(true);
  for (const [documentType, file] of [
    ['id', tinyPng('id.png')],
    ['deedlease', tinyPdf('lease.pdf')],
  ] as const) {
    const uploaded = await page.request.post('api/upload', {
      multipart: { applicationId: reference, documentType, document: file },
      headers,
    });
    expect(uploaded.status()).toBe(201);
  }
  const step = await page.request.put(`api/residential-applications/${reference}/step`, {
    data: { stepNumber: 12 },
    headers,
  });
  expect(step.ok()).toBe(true);
  await page.goto(`application/residential?continue=${reference}`);
  await expectStep(page, 'Terms and signature', '83.33');

  // Submit says what it still waits for: the boxes, then the signature, then the signer's full name.
  const submit = page.getByRole('button', { name: 'Submit Application' });
  const waitsFor = page.getByTestId('submit-waits-for').getByRole('listitem');
  await expect(submit).toBeDisabled();
  await expect(waitsFor).toHaveText([
    'Tick that you accept the terms and conditions',
    'Tick that your information is true and correct',
    'Your signature',
  ]);
  await acceptTerms(page);
  await expect(submit).toBeDisabled();
  await expect(waitsFor).toHaveText(['Your signature']);
  await expect(submit).toHaveAccessibleDescription(/Still needed before you can submit: ?Your signature/);
  const typedName = page.getByLabel('Type your full name as your signature');
  await expect(typedName).toHaveAccessibleDescription(
    'Your typed name counts as your signature on this application. Type your first name(s) and surname as this request gives them: Lindiwe Laststep',
  );
  await typedName.fill('J');
  await typedName.blur();
  await expect(submit).toBeDisabled();
  await expect(waitsFor).toHaveText(['Your signature as your full name: Lindiwe Laststep']);
  await expect(
    page.getByText('Type your full name as this request gives it: your first name(s) and surname.'),
  ).toBeVisible();
  const saved = page.waitForResponse(
    (r) =>
      r.url().endsWith('/signing-draft') &&
      r.request().method() === 'PUT' &&
      r.request().postDataJSON()?.typed === 'lindiwe laststep',
  );
  await typedName.fill('lindiwe laststep');
  await expect(submit).toBeEnabled();
  await expect(page.getByTestId('submit-waits-for')).toHaveCount(0);
  expect((await saved).ok()).toBe(true);

  // A reload at the last step keeps the boxes and the signature (the draft on the server).
  await page.reload();
  await expectStep(page, 'Terms and signature', '83.33');
  await expect(page.getByLabel('I have read and accept the terms and conditions of supply.')).toBeChecked();
  await expect(page.getByLabel('I confirm that the information I have given is true and correct.')).toBeChecked();
  await expect(typedName).toHaveValue('lindiwe laststep');
  await typedName.fill('Lindiwe Laststep');
  await expect(submit).toBeEnabled();
  await expectNoAxeViolations(page, 'terms step kept after a reload', { soft: true });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expectStep(page, 'Application submitted', '100');
});
