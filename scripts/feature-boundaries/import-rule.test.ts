import { describe, expect, test } from 'vitest';
import { importProblem } from './import-rule';

describe('import boundaries in web/src', () => {
  test('a feature may import its own files, the kits, lib and nothing of another feature', () => {
    expect(importProblem('features/landing/continue-tab.tsx', 'features/landing/api/find-application.ts')).toBeNull();
    expect(importProblem('features/landing/continue-tab.tsx', 'components/ui/button.tsx')).toBeNull();
    expect(importProblem('features/landing/continue-tab.tsx', 'lib/api-client.ts')).toBeNull();
    expect(importProblem('features/landing/continue-tab.tsx', 'features/admin-shell/admin-gate.tsx')).toMatch(
      /features\/landing may not import features\/admin-shell/,
    );
  });

  test('shared code never imports a feature, and only app/ imports app/', () => {
    expect(importProblem('components/wizard/step-actions.tsx', 'features/application-wizard/wizard-state.ts')).toMatch(
      /shared code/,
    );
    expect(importProblem('lib/i18n.ts', 'features/admin-shell/admin-gate.tsx')).toMatch(/shared code/);
    expect(importProblem('features/admin-shell/admin-gate.tsx', 'app/app-routes.tsx')).toMatch(/only app/);
    expect(importProblem('main.tsx', 'app/app-routes.tsx')).toBeNull();
    expect(importProblem('app/app-routes.tsx', 'features/admin-shell/admin-gate.tsx')).toBeNull();
  });

  test('each back-office area is a feature of its own: they share through components/ and lib/, and app/ wires them', () => {
    const areas = ['admin-applications', 'admin-terminations', 'admin-overview', 'admin-staff', 'admin-assistant'];
    for (const area of areas) {
      expect(importProblem(`features/${area}/x.tsx`, `features/${area}/api/y.ts`)).toBeNull();
      expect(importProblem(`features/${area}/x.tsx`, 'components/case-review/timeline/timeline-tab.tsx')).toBeNull();
      expect(importProblem(`features/${area}/x.tsx`, 'lib/admin/admin-keys.ts')).toBeNull();
      expect(importProblem('app/admin/dashboard.tsx', `features/${area}/x.tsx`)).toBeNull();
      expect(importProblem('features/admin-shell/dashboard-shell.tsx', `features/${area}/x.tsx`)).toMatch(
        new RegExp(`features/admin-shell may not import features/${area}`),
      );
    }
    expect(
      importProblem('features/admin-assistant/assistant-screen.tsx', 'features/admin-applications/review/dialog.tsx'),
    ).toMatch(/features\/admin-assistant may not import features\/admin-applications/);
    expect(importProblem('features/admin-terminations/x.tsx', 'features/admin-applications/actions/y.ts')).toMatch(
      /may not import features\/admin-applications/,
    );
    expect(importProblem('components/case-review/documents/api/y.ts', 'features/admin-applications/z.ts')).toMatch(
      /shared code/,
    );
    expect(importProblem('lib/admin/admin-links.ts', 'features/admin-overview/x.ts')).toMatch(/shared code/);
  });
});
