import type { VerifiedDocument } from '@protea/shared/schemas/verified-document';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What the server knows of a verification code (stored form, no dashes); a 404 means it issued no such document. */
export const useVerifiedDocument = (code: string | null) =>
  useQuery({
    queryKey: ['verify', code],
    queryFn: ({ signal }) => apiRequest<VerifiedDocument>(`/verify/${encodeURIComponent(code!)}`, { signal }),
    enabled: code !== null,
  });
