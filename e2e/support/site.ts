import type { Locator, Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page (components/layout/HydrationMarker.client.tsx). Network
 * idleness is no signal here: Next.js keeps some prefetch requests open.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Waits until the page has rendered two more frames and run the tasks they queued: by then an
 * IntersectionObserver has reported where its targets are, and a requestAnimationFrame loop has
 * drawn at least once. A check made after this sees what a too-early effect would have done.
 */
export async function afterNextFrames(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
}

/** The page shell: header navigation, mobile menu, language switch, footer, cookie banner. */
export class Site {
  constructor(readonly page: Page) {}

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  primaryNav(name = 'Main'): Locator {
    return this.header.getByRole('navigation', { name });
  }

  menuTrigger(name: string): Locator {
    return this.primaryNav().getByRole('button', { name });
  }

  /** The open dropdown panel of the desktop navigation. */
  menuPanel(): Locator {
    return this.primaryNav().locator('[data-state="open"][aria-labelledby]');
  }

  mobileMenuButton(name = 'Open menu'): Locator {
    return this.header.getByRole('button', { name });
  }

  languageLinks(label = 'Language'): Locator {
    return this.header.getByRole('navigation', { name: label }).getByRole('link');
  }

  get cookieBanner(): Locator {
    return this.page.getByRole('region', { name: /Cookie consent|Consentimiento de cookies/ });
  }

  get main(): Locator {
    return this.page.locator('main#main');
  }

  /** Opens a page and waits until it is interactive (hydrated). */
  async visit(path: string) {
    const response = await this.page.goto(path);
    await waitForHydration(this.page);
    return response;
  }
}
