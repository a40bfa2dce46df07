import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { registerGuest } from './support/accounts.ts';
import { expectNoAxeViolations, NOW } from './support/a11y.ts';

/**
 * The cabin editor's 'Fotos' and 'Ubicación' (issue 15), on a desktop: a new host uploads real
 * photos (made with sharp here), writes their alt texts, makes one the cover, reorders by keyboard,
 * deletes one, has a non-image and a too-small image refused; places and moves the pin by keyboard
 * and saves the location; once published, the guest's cabin page shows that cover and location.
 */

type Photo = { id: number; path: string; alt: string };

/** A real image of that size and colour, as a browser would upload it. */
async function image(
  format: 'png' | 'jpeg',
  width: number,
  height: number,
  background: { r: number; g: number; b: number },
): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background } });
  return format === 'png' ? base.png().toBuffer() : base.jpeg({ quality: 80 }).toBuffer();
}

/** A host with a draft that has everything publishing needs but its location and last photos. */
async function draftCabin(request: APIRequestContext) {
  const account = await registerGuest(request, 'anfitrion-fotos');
  const headers = { Authorization: `Bearer ${account.token}` };
  expect(
    (await request.post('/api/host/onboard', { headers, data: { acceptHostTerms: true } })).ok(),
  ).toBe(true);
  const created = await request.post('/api/host/cabins', {
    headers,
    data: {
      propertyDetails: { name: 'Cabaña El Mirador', accomodationType: 'Bungalow', maxOccupancy: 4 },
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { cabin: { _id: string } } }).data.cabin._id;
  const url = `/api/host/cabins/${id}`;
  expect(
    (
      await request.patch(url, {
        headers,
        data: {
          accomodationDescription:
            'Cabaña de piedra sobre la presa, con terraza, chimenea y un muelle para remar al amanecer.',
        },
      })
    ).ok(),
  ).toBe(true);
  expect((await request.put(`${url}/pricing`, { headers, data: { basePrice: 1800 } })).ok()).toBe(
    true,
  );
  // Four photos through the API; the page adds two more.
  const colours = [
    { r: 40, g: 90, b: 60 },
    { r: 120, g: 80, b: 40 },
    { r: 60, g: 60, b: 140 },
    { r: 150, g: 150, b: 150 },
  ];
  for (const [index, background] of colours.entries()) {
    const res = await request.post(`${url}/photos`, {
      headers,
      multipart: {
        alt: `Vista ${index + 1} de la cabaña`,
        photo: {
          name: `vista-${index + 1}.png`,
          mimeType: 'image/png',
          buffer: await image('png', 1200, 900, background),
        },
      },
    });
    expect(res.status()).toBe(201);
  }
  return { account, id, headers, url };
}

async function hostPhotos(request: APIRequestContext, url: string, headers: object) {
  const res = await request.get(url, { headers: headers as Record<string, string> });
  return ((await res.json()) as { data: { cabin: { photos: Photo[] } } }).data.cabin.photos;
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL('/');
}

async function chooseFiles(
  page: Page,
  files: Array<{ name: string; mimeType: string; buffer: Buffer }>,
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Elegir fotos' }).click();
  await (await chooser).setFiles(files);
}

const storedAlts = (page: Page) =>
  page
    .getByRole('list', { name: 'Fotos de la cabaña' })
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

test("a host uploads, orders and deletes photos, and places the cabin's pin by keyboard", async ({
  page,
}) => {
  // One journey of six uploads (each decoded by the server's sharp) and three axe runs.
  test.setTimeout(180_000);
  const { account, id, headers, url } = await draftCabin(page.request);
  await signInAs(page, account.email, account.password);
  await page.goto(`/host/cabins/${id}`);
  await page.getByRole('tab', { name: 'Fotos', exact: true }).click();
  const photos = page.getByRole('tabpanel', { name: 'Fotos' });
  const stored = photos.getByRole('list', { name: 'Fotos de la cabaña' });
  await expect(stored.getByRole('listitem')).toHaveCount(4);

  // Two real photos, a text file and a photo under 800 × 600: the last two are refused at once.
  await chooseFiles(page, [
    {
      name: 'terraza.jpg',
      mimeType: 'image/jpeg',
      buffer: await image('jpeg', 1600, 1200, { r: 200, g: 120, b: 50 }),
    },
    {
      name: 'muelle.png',
      mimeType: 'image/png',
      buffer: await image('png', 1024, 768, { r: 30, g: 120, b: 180 }),
    },
    { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no soy una foto') },
    {
      name: 'miniatura.png',
      mimeType: 'image/png',
      buffer: await image('png', 400, 300, { r: 0, g: 0, b: 0 }),
    },
  ]);
  const refused = photos.getByRole('alert').filter({ hasText: 'Estas fotos no se agregaron' });
  await expect(refused).toContainText(
    'notas.txt: El archivo no es una imagen válida (usa JPEG, PNG, WebP o HEIC)',
  );
  await expect(refused).toContainText(
    'miniatura.png: La foto es demasiado pequeña: mínimo 800 × 600 píxeles',
  );
  const pending = photos.getByRole('list', { name: 'Fotos por subir' });
  await expect(pending.getByRole('listitem')).toHaveCount(2);

  // The alt text is required.
  await photos.getByRole('button', { name: 'Subir 2 fotos' }).click();
  await expect(
    pending.getByText('Describe la foto con un texto alternativo (para quien no puede verla)'),
  ).toHaveCount(2);
  await expect(pending.getByLabel(/Texto alternativo de terraza.jpg/)).toBeFocused();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, "the editor's 'Fotos' with files waiting and refused");
  await pending.getByLabel(/Texto alternativo de terraza.jpg/).fill('La terraza al atardecer');
  await pending.getByLabel(/Texto alternativo de muelle.png/).fill('El muelle sobre la presa');
  await photos.getByRole('button', { name: 'Subir 2 fotos' }).click();
  await expect(stored.getByRole('listitem')).toHaveCount(6);
  await expect(pending).toHaveCount(0);
  await expect(photos.getByRole('status')).toHaveText('2 fotos subidas');

  // A file that says it is a JPEG but is not: the server refuses it, on that file, and keeps none.
  await chooseFiles(page, [
    { name: 'falsa.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('tampoco soy una foto') },
  ]);
  await pending.getByLabel(/Texto alternativo de falsa.jpg/).fill('Una foto que no es foto');
  await photos.getByRole('button', { name: 'Subir 1 foto' }).click();
  await expect(
    pending.getByText('El archivo no es una imagen válida (usa JPEG, PNG, WebP o HEIC)'),
  ).toBeVisible();
  expect(await hostPhotos(page.request, url, headers)).toHaveLength(6);
  await pending.getByRole('button', { name: 'Quitar falsa.jpg de la lista' }).click();
  await expect(pending).toHaveCount(0);

  // The second uploaded photo (the sixth) becomes the cover.
  await stored.getByRole('button', { name: 'Usar como portada la foto 6' }).click();
  await expect(photos.getByRole('status')).toHaveText(
    'Foto «El muelle sobre la presa» ahora es la portada',
  );
  await expect
    .poll(() => storedAlts(page))
    .toEqual([
      'El muelle sobre la presa',
      'Vista 1 de la cabaña',
      'Vista 2 de la cabaña',
      'Vista 3 de la cabaña',
      'Vista 4 de la cabaña',
      'La terraza al atardecer',
    ]);
  await expect(stored.getByRole('listitem').first()).toContainText('Portada');

  // By keyboard: the terrace moves up twice; the focus stays on it.
  await stored.getByRole('button', { name: 'Mover antes la foto 6' }).focus();
  await page.keyboard.press('Enter');
  await expect(photos.getByRole('status')).toHaveText(
    'Foto «La terraza al atardecer» movida a la posición 5 de 6',
  );
  await expect(stored.getByRole('button', { name: 'Mover antes la foto 5' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(photos.getByRole('status')).toHaveText(
    'Foto «La terraza al atardecer» movida a la posición 4 de 6',
  );
  await expect
    .poll(() => storedAlts(page))
    .toEqual([
      'El muelle sobre la presa',
      'Vista 1 de la cabaña',
      'Vista 2 de la cabaña',
      'La terraza al atardecer',
      'Vista 3 de la cabaña',
      'Vista 4 de la cabaña',
    ]);

  // By mouse: the last photo dragged onto the second place (the drag starts before the page
  // scrolls to the target, as a person's would).
  const handle = stored.getByRole('listitem').nth(5).getByRole('img');
  await handle.hover();
  const box = (await handle.boundingBox())!;
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2 + 10, { steps: 3 });
  await stored.getByRole('listitem').nth(1).hover();
  await page.mouse.up();
  await expect(photos.getByRole('status')).toHaveText(
    'Foto «Vista 4 de la cabaña» movida a la posición 2 de 6',
  );
  await expect
    .poll(() => storedAlts(page))
    .toEqual([
      'El muelle sobre la presa',
      'Vista 4 de la cabaña',
      'Vista 1 de la cabaña',
      'Vista 2 de la cabaña',
      'La terraza al atardecer',
      'Vista 3 de la cabaña',
    ]);

  // Delete one, after the confirmation.
  await stored.getByRole('button', { name: 'Eliminar la foto 6' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Eliminar la foto 6?' });
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await expectNoAxeViolations(page, "the dialog '¿Eliminar la foto?'");
  await dialog.getByRole('button', { name: 'Eliminar foto' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(stored.getByRole('listitem')).toHaveCount(5);
  await expect(photos.getByRole('status')).toHaveText('Foto eliminada');
  const kept = await hostPhotos(page.request, url, headers);
  expect(kept.map((p) => p.alt)).toEqual([
    'El muelle sobre la presa',
    'Vista 4 de la cabaña',
    'Vista 1 de la cabaña',
    'Vista 2 de la cabaña',
    'La terraza al atardecer',
  ]);

  // 'Ubicación': the pin, placed and then moved by keyboard; the coordinates follow it.
  await page.getByRole('tab', { name: 'Ubicación', exact: true }).click();
  const location = page.getByRole('form', { name: 'Ubicación de la cabaña' });
  const latitude = location.getByRole('textbox', { name: /Latitud/ });
  const longitude = location.getByRole('textbox', { name: /Longitud/ });
  await expect(latitude).toHaveValue('');
  await location.getByRole('button', { name: 'Colocar el punto en el centro del mapa' }).click();
  await expect(latitude).toHaveValue('23.6');
  await expect(longitude).toHaveValue('-102.5');
  const pin = location.getByRole('button', { name: /Punto de la cabaña/ });
  await pin.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(pin).toBeFocused();
  const lat = Number(await latitude.inputValue());
  const lng = Number(await longitude.inputValue());
  expect(lat).toBeLessThan(23.6);
  expect(lng).toBeGreaterThan(-102.5);
  await expect(location.getByText(/^Punto movido/)).toHaveText(
    `Punto movido: latitud ${lat}, longitud ${lng}`,
  );
  await location.getByRole('textbox', { name: /Dirección/ }).fill('Camino a la presa km 3');
  await location.getByRole('textbox', { name: /Población/ }).fill('Valle de Bravo');
  await location.getByRole('textbox', { name: /Estado/ }).fill('Estado de México');
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, "the editor's 'Ubicación' with its map");
  await location.getByRole('button', { name: 'Guardar ubicación' }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();

  // Published, the guest's page shows the new cover first and the new place.
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Publicada', { exact: true })).toBeVisible();
  await page.goto(`/cabin/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cabaña El Mirador' })).toBeVisible();
  await expect(page.getByText('Valle de Bravo, Estado de México').first()).toBeVisible();
  await expect(page.getByText('Camino a la presa km 3')).toBeVisible();
  await expect(page.getByRole('link', { name: /Cómo llegar/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`,
  );
  const cover = page.locator('main img').first();
  await expect(cover).toHaveAttribute('src', `/media/${kept[0].path}-1200.webp`);
});
