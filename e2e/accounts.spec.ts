import { expect, test, type Page } from '@playwright/test';
import { userMenuTrigger } from './support/a11y.ts';
import { registerGuest } from './support/accounts.ts';

const TODAY = new Date('2026-11-22T12:00:00-06:00');

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204 }));
});

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /menú de usuario/i }).click();
  return page.getByRole('menu');
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

test('a traveller registers, edits the profile, signs out and back in where they were', async ({
  page,
}) => {
  test.slow();
  const email = `lucia.${Date.now()}@example.mx`;
  const password = 'montaña-2026';

  // A guarded page sends a visitor to /login.
  await page.goto('/my-reservations');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Inicia Sesión' })).toBeVisible();

  await page.getByRole('link', { name: 'Regístrate' }).click();
  await expect(page.getByRole('heading', { name: 'Crear Cuenta' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Nombre/ }).fill('Lucía');
  await page.getByRole('textbox', { name: /^Apellido/ }).fill('Prueba');
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
  await page.getByRole('textbox', { name: /^Teléfono/ }).pressSequentially('55-1234-5678');
  await expect(page.getByRole('textbox', { name: /^Teléfono/ })).toHaveValue('5512345678');
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByLabel(/^Confirmar contraseña/).fill(password);
  await page.getByText('Acepto los').click();
  await page.getByRole('button', { name: 'Crear Cuenta' }).click();

  // A new account lands on the home page, signed in.
  await expect(page).toHaveURL(/\/$/);
  let menu = await openUserMenu(page);
  await expect(menu.getByText('Lucía Prueba')).toBeVisible();
  await expect(menu.getByText(email)).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Mi perfil' }).click();

  await expect(page.getByRole('heading', { name: 'Mi perfil', level: 1 })).toBeVisible();
  await expect(page.getByText('No verificado')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Teléfono/ })).toHaveValue('5512345678');
  await page.getByRole('textbox', { name: /^Nombre/ }).fill('Lucía Fernanda');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Perfil actualizado', { exact: true })).toBeVisible();
  await expect(page.getByText('Tu información ha sido actualizada correctamente')).toBeVisible();

  await page.getByRole('checkbox', { name: /Boletín de novedades/ }).check({ force: true });
  await page.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(page.getByText('Preferencias actualizadas', { exact: true })).toBeVisible();

  // The changes are on the server: a reload shows them.
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Lucía Fernanda');
  await expect(page.getByRole('checkbox', { name: /Boletín de novedades/ })).toBeChecked();

  // Sign out, by keyboard, on the menu itself (a key pressed while its code replaces the stand-in
  // button can be lost).
  await (await userMenuTrigger(page)).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  menu = await openUserMenu(page);
  await expect(menu.getByText('Inicia sesión para ver tus reservas y preferencias')).toBeVisible();
  await page.keyboard.press('Escape');

  // The old token is gone; signing in from a guarded page returns there.
  await page.goto('/my-reservations');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email.toUpperCase(), password);
  await expect(page).toHaveURL(/\/my-reservations$/);
  await expect(page.getByText('No tienes reservas aún')).toBeVisible();
  await page.getByRole('link', { name: 'Explorar Cabañas' }).click();
  await expect(page).toHaveURL(/\/$/);
  // history was replaced: going back does not return to /login
  await page.goBack();
  await expect(page).toHaveURL(/\/my-reservations$/);
});

test('guards: visitors go to /login, signed-in guests skip it', async ({ page, request }) => {
  const guest = await registerGuest(request, 'guardia');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/my-reservations');
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, guest.email, guest.password);
  await expect(page).toHaveURL(/\/my-reservations$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor reaches sign-in from the user menu by keyboard and comes back', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /menú de usuario/i }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'Registrarse' })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(menu.getByRole('menuitem', { name: 'Iniciar sesión' })).toHaveAttribute(
    'data-highlighted',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'demo@refugio.mx', 'refugio123');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /menú de usuario/i })).toContainText('AG');
});

test('a wrong password is refused in Spanish', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'demo@refugio.mx', 'equivocada');
  await expect(page.getByRole('alert')).toHaveText('Correo electrónico o contraseña incorrectos');
  await expect(page).toHaveURL(/\/login$/);
});

test('the demo guest sees their reservations with their badges', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'demo@refugio.mx', 'refugio123');
  await expect(page).toHaveURL(/\/$/);
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Mis reservas' }).click();

  await expect(page.getByRole('heading', { name: 'Mis reservas', level: 1 })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  // Newest arrival first: the coming trip, then the two past ones.
  await expect(cards.nth(0).getByText('Activa')).toBeVisible();
  await expect(cards.nth(1).getByText('Completada')).toBeVisible();
  await expect(cards.nth(2).getByText('Completada')).toBeVisible();
  for (let i = 0; i < 3; i++) await expect(cards.nth(i).getByText('Pagado')).toBeVisible();
  await expect(cards.nth(0).getByRole('heading', { name: 'Bungalow Sac Nicté' })).toBeVisible();
  await expect(cards.nth(0).getByText('16 de diciembre, 2026')).toBeVisible();
  await expect(cards.nth(0).getByRole('link', { name: /Cómo llegar/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
  );
  await cards.nth(0).getByRole('link', { name: 'Ver Alojamiento' }).click();
  await expect(page).toHaveURL(/\/cabin\//);
});
