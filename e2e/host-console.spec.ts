import { expect, test, type Page } from '@playwright/test';
import { registerGuest } from './support/accounts.ts';
import { expectNoAxeViolations, NOW, userMenuTrigger } from './support/a11y.ts';

/**
 * The host console's front door (issue 15): a new account becomes a host through 'Publica tu
 * cabaña', adds a draft cabin, edits it in the cabin editor and tries to publish it; the demo
 * host sees the demo cabins. axe on /host, onboarding and the editor.
 */

const DEMO_HOST = { email: 'anfitrion@refugio.mx', password: 'refugio123' };

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

test('a new account becomes a host and adds a draft cabin', async ({ page }) => {
  const account = await registerGuest(page.request, 'anfitrion-nuevo');

  // Signed out, the footer's 'Publica tu cabaña' asks to sign in first and comes back.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Publica tu cabaña' }).click();
  await expect(page.getByRole('heading', { name: 'Inicia Sesión' })).toBeVisible();
  await fillSignIn(page, account.email, account.password);
  await expect(page).toHaveURL('/host/onboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Publica tu cabaña' })).toBeVisible();

  // The user menu offers the same page to a guest.
  await page.goto('/');
  await (await userMenuTrigger(page)).click();
  await page.getByRole('menuitem', { name: 'Publica tu cabaña' }).click();
  await expect(page).toHaveURL('/host/onboard');
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, '/host/onboard');

  // The host terms are required.
  const become = page.getByRole('button', { name: 'Convertirme en anfitrión' });
  await become.click();
  await expect(page.getByText('Debes aceptar los términos para anfitriones')).toBeVisible();
  await expectNoAxeViolations(page, '/host/onboard with its error');
  // On the words, not on the link to the terms (which opens them in a new tab).
  await page.getByText('Acepto los').click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole('checkbox', { name: /Acepto los términos/ })).toBeChecked();
  await become.click();

  await expect(page).toHaveURL('/host');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de anfitrión' })).toBeVisible();
  await expect(page.getByText('Aún no tienes cabañas')).toBeVisible();
  await expectNoAxeViolations(page, '/host, empty');

  await page.getByRole('button', { name: 'Agregar cabaña' }).click();
  const form = page.getByRole('form', { name: 'Agregar cabaña' });
  await form.getByRole('textbox', { name: /Nombre de la cabaña/ }).fill('Cabaña Los Encinos');
  await form.getByRole('combobox', { name: /Tipo de alojamiento/ }).selectOption('Bungalow');
  await form.getByRole('spinbutton', { name: /Huéspedes como máximo/ }).fill('4');
  await expectNoAxeViolations(page, "/host with 'Agregar cabaña' open");
  await form.getByRole('button', { name: 'Crear borrador' }).click();

  const card = page.getByRole('article', { name: 'Cabaña Los Encinos' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Borrador')).toBeVisible();
  await expect(card.getByText('Sin llegadas próximas')).toBeVisible();
  await expect(card.getByText('Ocupación este mes: 0%')).toBeVisible();
  await expect(page.getByText('Aún no tienes cabañas')).toHaveCount(0);

  // Now a host: the menu leads to the console.
  await (await userMenuTrigger(page)).click();
  await expect(page.getByRole('menuitem', { name: 'Panel de anfitrión' })).toHaveAttribute(
    'href',
    '/host',
  );
  await page.keyboard.press('Escape');

  // The card opens the cabin editor, 'Detalles' first.
  await card.getByRole('link', { name: 'Cabaña Los Encinos' }).click();
  await expect(page).toHaveURL(/\/host\/cabins\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cabaña Los Encinos' })).toBeVisible();
  await expect(page.getByText('Borrador')).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Detalles' })).toBeVisible();
  const details = page.getByRole('form', { name: 'Detalles de la cabaña' });
  await expect(details.getByRole('combobox', { name: /Tipo de alojamiento/ })).toHaveValue(
    'Bungalow',
  );
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, 'the cabin editor');

  const description =
    'Bungalow de madera entre encinos, con chimenea, terraza y vista al bosque de la sierra.';
  await details.getByRole('textbox', { name: /Descripción/ }).fill(description);
  await details.getByRole('spinbutton', { name: /Huéspedes como mínimo/ }).fill('2');
  await details.getByRole('spinbutton', { name: /Huéspedes como máximo/ }).fill('6');
  // Chakra's checkbox: its label takes the click (the input is visually hidden).
  await details.getByText('Chimenea', { exact: true }).click();
  await expect(details.getByRole('checkbox', { name: 'Chimenea' })).toBeChecked();
  await details.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Detalles de la cabaña' });
  await expect(reloaded.getByRole('textbox', { name: /Descripción/ })).toHaveValue(description);
  await expect(reloaded.getByRole('spinbutton', { name: /Huéspedes como mínimo/ })).toHaveValue(
    '2',
  );
  await expect(reloaded.getByRole('spinbutton', { name: /Huéspedes como máximo/ })).toHaveValue(
    '6',
  );
  await expect(reloaded.getByRole('checkbox', { name: 'Chimenea' })).toBeChecked();

  // Publishing a draft without photos, price or location says what is missing, in Spanish.
  await page.getByRole('button', { name: 'Publicar' }).click();
  const missing = page.getByRole('alert').filter({ hasText: 'Para publicar la cabaña falta:' });
  await expect(
    missing.getByText('Al menos 5 fotos, cada una con su texto alternativo'),
  ).toBeVisible();
  await expect(missing.getByText('Un precio por noche')).toBeVisible();
  await expect(
    missing.getByText('La ubicación: dirección, destino y el punto en el mapa'),
  ).toBeVisible();
  await expect(missing.getByText(/Una descripción/)).toHaveCount(0);
  await expect(page.getByText('Borrador')).toBeVisible();
  await expectNoAxeViolations(page, 'the cabin editor with what publishing misses');

  // A cabin the host does not have is not found, with a way back.
  await page.goto('/host/cabins/no-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Cabaña no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a Mis cabañas' }).click();
  await expect(page).toHaveURL('/host');
});

test('the demo host sees the demo cabins as published', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, DEMO_HOST.email, DEMO_HOST.password);
  await expect(page).toHaveURL('/');
  await (await userMenuTrigger(page)).click();
  await page.getByRole('menuitem', { name: 'Panel de anfitrión' }).click();
  await expect(page).toHaveURL('/host');
  await expect(page.getByRole('heading', { level: 2, name: 'Mis cabañas' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  await expect(cards.first().getByText('Publicada')).toBeVisible();
  await expect(page.getByText('Borrador')).toHaveCount(0);
  await expect(cards.first().getByRole('img')).toHaveAttribute('alt', /\S/);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, '/host with the demo cabins');
});
