import type { AccountRecord } from '@protea/shared/schemas/reference-data';
import { type ReferenceQuery, useReferencePage } from './get-reference-page';
import { referenceKeys } from './reference-keys';

export type AccountStatus = 'open' | 'closed' | 'all';

export const useAccountPage = (query: ReferenceQuery<AccountStatus>) =>
  useReferencePage<AccountRecord, AccountStatus>('/admin/reference/accounts', referenceKeys.accountPage, query);
