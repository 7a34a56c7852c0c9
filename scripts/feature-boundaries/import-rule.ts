/**
 * Where code under web/src may import from (docs/decisions/016-feature-boundaries.md): imports flow
 * shared code (components/, lib/) -> features/ -> app/ -> the entry (main.tsx), and one feature never
 * imports another. Paths are relative to web/src, with forward slashes.
 */
export function importProblem(from: string, target: string): string | null {
  const [fromArea, fromFeature] = from.split('/');
  const [targetArea, targetFeature] = target.split('/');
  const isEntry = !from.includes('/');
  if (targetArea === 'app' && fromArea !== 'app' && !isEntry) return 'only app/ and the entry import app/';
  if (targetArea !== 'features') return null;
  if (fromArea === 'components' || fromArea === 'lib') {
    return `shared code (${fromArea}/) may not import a feature; move what it needs to components/ or lib/`;
  }
  if (fromArea === 'features' && fromFeature !== targetFeature) {
    return `features/${fromFeature} may not import features/${targetFeature}; what two features share belongs in components/, lib/ or shared/`;
  }
  return null;
}
