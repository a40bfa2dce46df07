import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import { expectNoAxeViolations, NOW, userMenuTrigger } from './support/a11y.ts';

/**
 * A guest who forgot their password asks for a link, opens the e-mail the server wrote (without
 * SMTP_URL the e2e server writes .eml files under DATA_DIR/mail), sets a new password and lands
 * signed in; then signs in with it. On a desktop and on a phone, with axe on both pages.
 * A freshly registered account: the demo account stays as other journeys expect it.
 */

const MAIL_DIR = join(E2E_DATA_DIR, 'mail');
const OLD_PASSWORD = 'montaña-2026';
const NEW_PASSWORD = 'cabaña-nueva-2027';

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

/** The reset e-mail the server wrote for `email`, parsed (waits for the delivery job). */
async function resetMailTo(email: string) {
  const find = async () => {
    if (!existsSync(MAIL_DIR)) return null;
    const names = readdirSync(MAIL_DIR).filter(
      (n) => n.includes('-password-reset-') && n.endsWith('.eml'),
    );
    for (const name of names) {
      const mail = await simpleParser(readFileSync(join(MAIL_DIR, name)));
      const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
      if (to === email) return mail;
    }
    return null;
  };
  await expect.poll(async () => (await find()) !== null, { timeout: 30_000 }).toBe(true);
  return (await find())!;
}

async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

test('a guest resets a forgotten password through the e-mailed link and lands signed in', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow();
  const email = `olvido.${testInfo.project.name}.${Date.now()}@example.mx`;
  const registered = await request.post('/api/auth/register', {
    data: {
      firstName: 'Rosa',
      lastName: 'Olvido',
      email,
      password: OLD_PASSWORD,
      confirmPassword: OLD_PASSWORD,
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(
    page.getByRole('heading', { name: '¿Olvidaste tu contraseña?', level: 1 }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/forgot-password');

  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
  await expectNoAxeViolations(page, '/forgot-password with its error');

  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Si existe una cuenta con ese correo, te enviamos un enlace' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/forgot-password, link sent');

  const mail = await resetMailTo(email);
  expect(mail.subject).toBe('Restablece tu contraseña de Refugio');
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
  expect(link, 'the reset link in the e-mail').toBeTruthy();
  const url = new URL(link!);

  await page.goto(`${url.pathname}${url.search}`);
  await expect(
    page.getByRole('heading', { name: 'Elige una contraseña nueva', level: 1 }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/reset-password');

  await page.getByLabel(/^Contraseña nueva/).fill('12345');
  await page.getByLabel(/^Confirmar contraseña/).fill('otra-cosa');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await expectNoAxeViolations(page, '/reset-password with its errors');

  await page.getByLabel(/^Contraseña nueva/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirmar contraseña/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Contraseña actualizada', { exact: true })).toBeVisible();
  await expect(await userMenuTrigger(page)).toHaveAccessibleName('RO, menú de usuario');

  // The link worked once.
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByLabel(/^Contraseña nueva/).fill('tercera-clave');
  await page.getByLabel(/^Confirmar contraseña/).fill('tercera-clave');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('alert')).toContainText('Este enlace ya se usó');
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();

  // Elsewhere, the old password is refused and the new one signs in.
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const elsewhere = await context.newPage();
  await elsewhere.clock.setFixedTime(NOW);
  await signInWith(elsewhere, email, OLD_PASSWORD);
  await expect(elsewhere.getByRole('alert')).toHaveText(
    'Correo electrónico o contraseña incorrectos',
  );
  await signInWith(elsewhere, email, NEW_PASSWORD);
  await expect(elsewhere).toHaveURL(/\/$/);
  await expect(await userMenuTrigger(elsewhere)).toHaveAccessibleName('RO, menú de usuario');
  await context.close();
});
