import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** axe on every route, signed out and in; zero violations is the gate. */

const TODAY = new Date('2026-11-22T12:00:00-06:00');
const STAY = 'checkIn=2027-01-15&checkOut=2027-01-18&guests=2';

async function cabinId(page: Page): Promise<string> {
  const res = await page.request.get('/api/habitaciones');
  const body = (await res.json()) as { habitaciones: Array<{ _id: string }> };
  return body.habitaciones[0]._id;
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
});

const publicRoutes = [
  '/',
  `/results?location=Mazamitla&${STAY}`,
  '/login',
  '/register',
  '/terms',
  '/privacy',
  '/forgot-password',
  '/no-existe',
];

for (const route of publicRoutes) {
  test(`no axe violations on ${route}`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
  });
}

test('no axe violations on a cabin page with its quote', async ({ page }) => {
  await page.goto(`/cabin/${await cabinId(page)}?${STAY}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Total por \d+ noches?/).first()).toBeVisible();
  await expectNoViolations(page);
});

test('no axe violations on the signed-in pages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill('demo@refugio.mx');
  await page.getByLabel(/^Contraseña/).fill('refugio123');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL('/');
  for (const route of ['/profile', '/my-reservations']) {
    await page.goto(route);
    await expect(page.getByRole('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
  }
});
