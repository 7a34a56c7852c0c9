import type { TerminationRegisterAddress } from '@protea/shared/schemas/termination';
import { apiRequest } from '../../../lib/api-client';

/** The register's address of the draft's account: only for its verified holder, else null (docs/api/terminations.md). */
export const getRegisterAddress = async () =>
  (
    await apiRequest<{ success: true; address: TerminationRegisterAddress | null }>(
      '/terminations/draft/register-address',
    )
  ).address;
