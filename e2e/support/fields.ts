import type { Locator, Page } from '@playwright/test';

/**
 * A form control by its accessible name, exactly (a label's required-field asterisk is hidden from
 * assistive technology, so it is not part of the name).
 */
export function field(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true }).or(scope.getByRole('combobox', { name, exact: true }));
}
