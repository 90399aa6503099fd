import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// Radix NavigationMenu puts an aria-hidden, focusable sentinel after an open trigger; it hands
// focus straight on to the panel (or back to the trigger), so no one ever rests on it.
const RADIX_FOCUS_SENTINEL = 'li > button[aria-controls] + span[aria-hidden="true"][tabindex="0"]';

/**
 * Runs axe-core's WCAG 2.2 AA and best-practice rules on the page as it is now (or on the parts
 * `include` selects), leaving out what `exclude` selects (a sandboxed frame axe cannot enter).
 */
export async function expectNoViolations(page: Page, what: string, include?: string, exclude?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG).exclude(RADIX_FOCUS_SENTINEL);
  if (exclude) builder.exclude(exclude);
  const results = await (include ? builder.include(include) : builder).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, what).toEqual([]);
}
