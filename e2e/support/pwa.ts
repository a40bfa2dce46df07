import type { Page } from '@playwright/test';

/** Waits until the service worker is active and controls the page (its first install claims it). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(`(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  })()`);
}
