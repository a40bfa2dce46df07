import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { NOW, expectNoAxeViolations, signIn } from './support/a11y.ts';

/**
 * Reviews after the stay (issue 17): the demo guest's latest stay ended days ago (the seed), so
 * 'Calificar estancia' is offered on its trip page. She rates it with the keyboard, writes a
 * comment, sees her review, and the cabin page shows it with the cabin's new rating and count.
 * Needs the demo guest's own reservations: one sign-in.
 *
 * Before she sends it, the same form is checked on a phone (a Pixel 7 context with her session):
 * the demo has one stay to review, and a *.phone.spec.ts of its own would find it already reviewed
 * whenever the desktop project runs first.
 */

const CABIN = 'Cabaña El Ocote';
const COMMENT =
  'Llegamos de noche y todo estaba listo: la chimenea, las cobijas y un café de olla.';

/**
 * The review form on a phone: the trip page in a Pixel 7 context signed in as the same guest, the
 * form open, then with its errors shown, then filled; axe finds nothing each time. Nothing is sent.
 */
async function checkFormOnPhone(browser: Browser, desktop: Page, tripPath: string) {
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    storageState: await desktop.context().storageState(),
  });
  try {
    const page = await phone.newPage();
    await page.clock.setFixedTime(NOW);
    await page.goto(tripPath);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Detalles de tu viaje' }),
    ).toBeVisible();
    await page.getByRole('button', { name: /^Calificar estancia/ }).click();
    const form = page.getByRole('form', { name: `Escribir reseña: ${CABIN}` });
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page, 'the review form on a phone');
    // Nothing fits wider than the screen.
    const overflow = (await page.evaluate(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    )) as number;
    expect(overflow).toBeLessThanOrEqual(0);

    await form.getByRole('button', { name: 'Enviar reseña' }).click();
    await expect(form.getByText('Elige una calificación general de 1 a 5 estrellas')).toBeVisible();
    await expectNoAxeViolations(page, 'the review form with its errors on a phone');

    await form.getByRole('group', { name: 'Calificación general' }).locator('label').nth(3).tap();
    await form.getByRole('textbox', { name: /Comentario/ }).fill(COMMENT);
    await expectNoAxeViolations(page, 'the review form filled on a phone');
  } finally {
    await phone.close();
  }
}

test.describe('reviews after the stay', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a guest reviews a finished stay and the cabin page shows it with the new rating', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.clock.setFixedTime(NOW);
    await signIn(page);

    await page.goto('/my-reservations');
    const card = page.getByRole('article').filter({ hasText: CABIN });
    await expect(card.getByRole('button', { name: /^Calificar estancia/ })).toBeVisible();
    await card.getByRole('link', { name: `Detalles de tu viaje a ${CABIN}` }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Detalles de tu viaje' }),
    ).toBeVisible();
    const cabinPath = await page
      .getByRole('link', { name: 'Ver Alojamiento' })
      .getAttribute('href');
    const cabinId = cabinPath!.split('/').pop()!;
    await checkFormOnPhone(browser, page, new URL(page.url()).pathname);

    // The rating before: the exact sum and count of the cabin's reviews.
    const before = (await (await request.get(`/api/habitaciones/${cabinId}/reviews`)).json())
      .data as Array<{ rating: number }>;
    const sum = before.reduce((total, r) => total + r.rating, 0);

    await page.getByRole('button', { name: /^Calificar estancia/ }).click();
    const form = page.getByRole('form', { name: `Escribir reseña: ${CABIN}` });
    await expect(form).toBeVisible();

    // Nothing chosen yet: the form says what is missing and sends nothing.
    await form.getByRole('button', { name: 'Enviar reseña' }).click();
    await expect(form.getByText('Elige una calificación general de 1 a 5 estrellas')).toBeVisible();

    // The overall stars with the keyboard: Tab into the group, the arrow keys move the choice.
    const overall = form.getByRole('group', { name: 'Calificación general' });
    await overall.getByRole('radio', { name: '1 estrella' }).focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(overall.getByRole('radio', { name: '4 estrellas' })).toBeChecked();
    for (const label of [
      'Limpieza',
      'Exactitud',
      'Llegada',
      'Comunicación',
      'Ubicación',
      'Calidad-precio',
    ]) {
      // A click on the fifth star (the label of its radio).
      await form.getByRole('group', { name: label }).locator('label').nth(4).click();
    }
    await form.getByRole('textbox', { name: /Comentario/ }).fill(COMMENT);
    await expectNoAxeViolations(page, 'the review form on the trip page');
    await form.getByRole('button', { name: 'Enviar reseña' }).click();

    await expect(page.getByText('¡Gracias! Tu reseña ya está publicada.')).toBeVisible();
    const mine = page.getByRole('group', { name: 'Tu reseña' });
    await expect(mine.getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible();
    await expect(mine.getByText(COMMENT)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Calificar estancia/ })).toHaveCount(0);

    // The cabin page: the new average and count, and the review first, by month.
    const average = (Math.round(((sum + 4) / (before.length + 1)) * 10) / 10).toFixed(1);
    await page.getByRole('link', { name: 'Ver Alojamiento' }).click();
    await expect(
      page.getByRole('heading', { name: `${average} · ${before.length + 1} reseñas` }),
    ).toBeVisible();
    const first = page.getByRole('article').filter({ hasText: COMMENT });
    await expect(first.getByText('Ana', { exact: true })).toBeVisible();
    await expect(first.getByText('noviembre de 2026')).toBeVisible();
  });
});
