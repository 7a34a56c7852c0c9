import { describe, expect, test } from 'vitest';
import { importProblem } from './import-rule';

describe('import boundaries in web/src', () => {
  test('a feature may import its own files, the kits, lib and nothing of another feature', () => {
    expect(importProblem('features/landing/continue-tab.tsx', 'features/landing/api/find-application.ts')).toBeNull();
    expect(importProblem('features/landing/continue-tab.tsx', 'components/ui/button.tsx')).toBeNull();
    expect(importProblem('features/landing/continue-tab.tsx', 'lib/api-client.ts')).toBeNull();
    expect(importProblem('features/landing/continue-tab.tsx', 'features/admin/admin-toast.ts')).toMatch(
      /features\/landing may not import features\/admin/,
    );
  });

  test('shared code never imports a feature, and only app/ imports app/', () => {
    expect(importProblem('components/wizard/step-actions.tsx', 'features/application-wizard/wizard-state.ts')).toMatch(
      /shared code/,
    );
    expect(importProblem('lib/i18n.ts', 'features/admin/admin-page.tsx')).toMatch(/shared code/);
    expect(importProblem('features/admin/admin-page.tsx', 'app/app-routes.tsx')).toMatch(/only app/);
    expect(importProblem('main.tsx', 'app/app-routes.tsx')).toBeNull();
    expect(importProblem('app/app-routes.tsx', 'features/admin/admin-page.tsx')).toBeNull();
  });
});
