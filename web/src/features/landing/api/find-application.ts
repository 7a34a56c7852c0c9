import { apiRequest } from '../../../lib/api-client';

export type ApplicationKind = 'residential' | 'business';

/** The landing lookup: residential first, then business; null when neither knows the reference. */
export async function findApplication(reference: string): Promise<ApplicationKind | null> {
  for (const kind of ['residential', 'business'] as const) {
    try {
      await apiRequest(`/${kind}-applications/${encodeURIComponent(reference)}`);
      return kind;
    } catch {
      // Not found under this kind (or the lookup failed): try the next one.
    }
  }
  return null;
}
