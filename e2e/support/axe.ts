import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails the test with the list of violations when the page as shown now has any.
 * With `soft`, the failure is recorded (the test still fails) but the journey goes on, so the later steps are checked too.
 */
export async function expectNoAxeViolations(page: Page, screen: string, { soft = false }: { soft?: boolean } = {}) {
  // Colours are judged as they rest: a button still fading into its hover colour after a click measured an in-between
  // shade as a contrast failure once on CI. Wait for running CSS transitions (not endless animations) to end.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  (soft ? expect.soft : expect)(summary, `axe violations on ${screen}`).toEqual([]);
}
