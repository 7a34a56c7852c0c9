import type { ComplexSearchResult } from '@protea/shared/schemas/application-record';
import Fuse from 'fuse.js';
import type { Database } from '../../db/client.js';
import { listComplexes } from '../../db/repositories/premises-repository.js';

const MAX_RESULTS = 20;
const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9 ]/g, '')
    .trim();

/**
 * Active complexes whose name, suburb or city contains the search ("Centurion" finds every complex there); when none
 * does, the closest as "Did you mean" suggestions (typos such as "Watrkloof Hights" or "Centurian").
 */
export async function searchComplexes(db: Database, search: string): Promise<ComplexSearchResult> {
  const all = await listComplexes(db);
  const needle = normalize(search);
  if (!needle) return { complexes: all.slice(0, MAX_RESULTS), suggestions: [] };
  const complexes = all
    .filter((c) => [c.name, c.suburb, c.city].some((place) => normalize(place).includes(needle)))
    .slice(0, MAX_RESULTS);
  if (complexes.length > 0) return { complexes, suggestions: [] };
  const fuse = new Fuse(all, { keys: ['name', 'suburb', 'city'], threshold: 0.45, ignoreLocation: true });
  const suggestions = fuse
    .search(search.trim())
    .slice(0, 3)
    .map(({ item }) => ({ id: item.id, name: item.name, suburb: item.suburb }));
  return { complexes: [], suggestions };
}
