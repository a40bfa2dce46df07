import { expect, test } from '@playwright/test';

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-existe');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL('/');
});

test('the document is in Mexican Spanish', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await expect(page.getByRole('heading', { name: 'Términos y condiciones' })).toBeVisible();
});
