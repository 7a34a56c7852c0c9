import { TERMS_VERSION } from '@protea/shared/constants';
import type { CreateResidentialApplication } from '@protea/shared/schemas/residential-application';
import type { Database } from '../../db/client.js';
import { insertApplication, insertApplicationEvent } from '../../db/repositories/application-repository.js';
import { toApplicationColumns } from './application-fields.js';
import { newReferenceNumber } from './reference-number.js';

export async function createResidentialApplication(
  db: Database,
  input: CreateResidentialApplication,
  language: string,
) {
  const columns = await toApplicationColumns(db, input);
  const consentAt = new Date();
  for (let attempt = 0; attempt < 10; attempt++) {
    const created = await insertApplication(db, {
      ...columns,
      reference: newReferenceNumber(attempt),
      formType: 1,
      isBusiness: false,
      status: 'incomplete',
      stepNo: 9,
      language: input.language ?? language,
      consentAt,
      consentTermsVersion: TERMS_VERSION,
    });
    if (created) {
      await insertApplicationEvent(db, {
        applicationId: created.id,
        actorType: 'applicant',
        kind: 'status',
        statusTo: 'incomplete',
        text: `POPIA consent given (terms ${TERMS_VERSION})`,
      });
      return created;
    }
  }
  throw new Error('could not find a free application reference');
}
