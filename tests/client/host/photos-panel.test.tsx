import { createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../src/app/provider.tsx';
import { useHostCabin, type HostCabinDetail } from '../../../src/features/host/api/host-cabin.ts';
import type { HostPhoto } from '../../../src/features/host/api/host-photos.ts';
import { PhotosPanel } from '../../../src/features/host/components/photos-panel.tsx';
import { PHOTO_MESSAGES } from '../../../src/shared/validation/host-photos.ts';
import { json, resetBrowserState, signIn, stubFetch, createClient } from '../auth/harness.tsx';

/**
 * 'Fotos' of the cabin editor, against a stubbed API: uploads go through XMLHttpRequest (for
 * their progress), replaced here by a fake that the test drives.
 */

const photo = (id: number, position: number, alt: string): HostPhoto => ({
  id,
  position,
  path: `uploads/${String(id).padStart(32, '0')}`,
  alt,
});

function cabin(photos: HostPhoto[]): HostCabinDetail {
  return {
    _id: 'cab-1',
    status: 'draft',
    propertyDetails: { name: 'Cabaña Los Encinos' },
    location: { population: '', state: '', latitude: 0, longitude: 0, address: '' },
    images: photos.map((p) => p.path),
    photos,
    publishMissing: [],
    updatedAt: '2026-11-26T10:00:00.000Z',
  } as unknown as HostCabinDetail;
}

/** The panel as the editor mounts it: with the cabin the editor's query holds. */
function Harness() {
  const query = useHostCabin('cab-1');
  return query.data ? <PhotosPanel cabin={query.data} /> : null;
}

function renderPanel() {
  render(
    <AppProvider>
      <Harness />
    </AppProvider>,
  );
}

interface FakeUpload {
  xhr: FakeXhr;
  alt: string;
  file: File;
  authorization: string | null;
}

const uploads: FakeUpload[] = [];

/** Just enough XMLHttpRequest for uploadPhoto(); `respond` ends the request as the server would. */
class FakeXhr {
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    uploads.push({
      xhr: this,
      alt: String(body.get('alt')),
      file: body.get('photo') as File,
      authorization: this.headers.Authorization ?? null,
    });
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const png = (name: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

async function choose(user: ReturnType<typeof userEvent.setup>, files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, files);
}

beforeEach(() => {
  uploads.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(resetBrowserState);

describe("'Fotos' of the cabin editor", () => {
  it('refuses a file that is not an image, or weighs more than 15 MB, and sends nothing', async () => {
    signIn(createClient({ roles: ['guest', 'host'] }));
    stubFetch({
      'GET /api/host/cabins/cab-1': () => json({ success: true, data: { cabin: cabin([]) } }),
    });
    renderPanel();
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByText('Esta cabaña aún no tiene fotos.');
    const big = png('enorme.png');
    Object.defineProperty(big, 'size', { value: 15 * 1024 * 1024 + 1 });
    await choose(user, [new File(['hola'], 'notas.txt', { type: 'text/plain' }), big]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('notas.txt')).toBeVisible();
    expect(within(alert).getByText(PHOTO_MESSAGES.notImage)).toBeVisible();
    expect(within(alert).getByText(PHOTO_MESSAGES.tooLarge)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Fotos por subir' })).toBeNull();
    expect(uploads).toHaveLength(0);
  });

  it('needs an alt text per photo, then uploads each with its own progress bar', async () => {
    const { token } = signIn(createClient({ roles: ['guest', 'host'] }));
    let stored: HostPhoto[] = [];
    stubFetch({
      'GET /api/host/cabins/cab-1': () => json({ success: true, data: { cabin: cabin(stored) } }),
      'GET /api/host/cabins': () => json({ success: true, data: { cabins: [] } }),
    });
    renderPanel();
    const user = userEvent.setup();
    await screen.findByText('Esta cabaña aún no tiene fotos.');
    await choose(user, [png('terraza.png'), png('sala.png')]);
    const list = await screen.findByRole('list', { name: 'Fotos por subir' });
    await user.click(screen.getByRole('button', { name: 'Subir 2 fotos' }));
    expect(await within(list).findAllByText(PHOTO_MESSAGES.altRequired)).toHaveLength(2);
    expect(uploads).toHaveLength(0);

    await user.type(within(list).getByLabelText(/Texto alternativo de terraza.png/), 'La terraza');
    await user.type(within(list).getByLabelText(/Texto alternativo de sala.png/), 'Sala');
    await user.click(screen.getByRole('button', { name: 'Subir 2 fotos' }));
    // 'Sala' is under the 5 characters the server asks for: nothing goes up.
    expect(await within(list).findByText(PHOTO_MESSAGES.alt)).toBeVisible();
    expect(uploads).toHaveLength(0);
    await user.type(within(list).getByLabelText(/Texto alternativo de sala.png/), ' con chimenea');
    await user.click(screen.getByRole('button', { name: 'Subir 2 fotos' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]).toMatchObject({ alt: 'La terraza', authorization: `Bearer ${token}` });
    expect(uploads[0].file.name).toBe('terraza.png');
    expect(uploads[0].xhr.url).toBe('/api/host/cabins/cab-1/photos');
    uploads[0].xhr.progress(512, 2048);
    expect(
      await screen.findByRole('progressbar', { name: 'Subida de terraza.png' }),
    ).toHaveAttribute('aria-valuenow', '25');
    const first = photo(11, 0, 'La terraza');
    stored = [first];
    uploads[0].xhr.respond(201, {
      success: true,
      data: { photo: { ...first, width: 1200, height: 900 } },
    });

    // The second goes up after the first; the server refuses it, in Spanish, on that photo.
    await waitFor(() => expect(uploads).toHaveLength(2));
    uploads[1].xhr.respond(400, { success: false, message: PHOTO_MESSAGES.tooSmall });
    expect(await within(list).findByText(PHOTO_MESSAGES.tooSmall)).toBeVisible();
    expect(within(list).getByLabelText(/Texto alternativo de sala\.png/)).toBeVisible();
    expect(within(list).queryByLabelText(/Texto alternativo de terraza\.png/)).toBeNull();
    const stored1 = await screen.findByRole('list', { name: 'Fotos de la cabaña' });
    expect(within(stored1).getByRole('img', { name: 'La terraza' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 de 2 fotos subidas; revisa las que no se pudieron subir',
    );
  });

  it('reorders by keyboard, makes a photo the cover and announces it', async () => {
    signIn(createClient({ roles: ['guest', 'host'] }));
    const a = photo(1, 0, 'La terraza al atardecer');
    const b = photo(2, 1, 'La sala con chimenea');
    const c = photo(3, 2, 'La recámara principal');
    let stored = [a, b, c];
    const api = stubFetch({
      'GET /api/host/cabins/cab-1': () => json({ success: true, data: { cabin: cabin(stored) } }),
      'GET /api/host/cabins': () => json({ success: true, data: { cabins: [] } }),
      'PATCH /api/host/cabins/cab-1/photos/1': () => {
        stored = [b, { ...a, position: 1 }, c];
        return json({ success: true, message: 'Foto actualizada', data: { photos: stored } });
      },
      'PATCH /api/host/cabins/cab-1/photos/3': () => {
        stored = [{ ...c, position: 0 }, b, a];
        return json({ success: true, message: 'Foto actualizada', data: { photos: stored } });
      },
    });
    renderPanel();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Fotos de la cabaña' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual([a.alt, b.alt, c.alt]);
    expect(within(list).getByRole('button', { name: 'Mover antes la foto 1' })).toBeDisabled();

    within(list).getByRole('button', { name: 'Mover después la foto 1' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('img')
          .map((img) => img.getAttribute('alt')),
      ).toEqual([b.alt, a.alt, c.alt]),
    );
    expect(api.calls('PATCH /api/host/cabins/cab-1/photos/1')[0].body).toEqual({ position: 1 });
    expect(screen.getByRole('status')).toHaveTextContent(
      `Foto «${a.alt}» movida a la posición 2 de 3`,
    );
    // The focus stays on the moved photo's button.
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName('Mover después la foto 2'),
    );

    await user.click(within(list).getByRole('button', { name: 'Usar como portada la foto 3' }));
    expect(api.calls('PATCH /api/host/cabins/cab-1/photos/3')[0].body).toEqual({ position: 0 });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`Foto «${c.alt}» ahora es la portada`),
    );
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Foto 1 de 3 (portada)');
    expect(within(list).getAllByRole('img')[0]).toHaveAttribute('alt', c.alt);
  });

  it('reorders by drag and drop', async () => {
    signIn(createClient({ roles: ['guest', 'host'] }));
    const a = photo(1, 0, 'La terraza al atardecer');
    const b = photo(2, 1, 'La sala con chimenea');
    const c = photo(3, 2, 'La recámara principal');
    let stored = [a, b, c];
    const api = stubFetch({
      'GET /api/host/cabins/cab-1': () => json({ success: true, data: { cabin: cabin(stored) } }),
      'GET /api/host/cabins': () => json({ success: true, data: { cabins: [] } }),
      'PATCH /api/host/cabins/cab-1/photos/3': () => {
        stored = [{ ...c, position: 0 }, a, b];
        return json({ success: true, message: 'Foto actualizada', data: { photos: stored } });
      },
    });
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Fotos de la cabaña' });
    const [first, , third] = within(list).getAllByRole('listitem');
    const dataTransfer = { setData: () => {}, effectAllowed: '', dropEffect: '' };
    const fire = (element: Element, make: typeof createEvent.dragStart) => {
      const event = make(element);
      Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
      fireEvent(element, event);
    };
    fire(third.querySelector('[data-drag-handle]')!, createEvent.dragStart);
    fire(first, createEvent.dragOver);
    fire(first, createEvent.drop);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('img')
          .map((img) => img.getAttribute('alt')),
      ).toEqual([c.alt, a.alt, b.alt]),
    );
    expect(api.calls('PATCH /api/host/cabins/cab-1/photos/3')[0].body).toEqual({ position: 0 });
    expect(screen.getByRole('status')).toHaveTextContent(`Foto «${c.alt}» ahora es la portada`);
  });

  it('saves an alt text, and refuses one too short', async () => {
    signIn(createClient({ roles: ['guest', 'host'] }));
    const a = photo(1, 0, 'La terraza');
    let stored = [a];
    const api = stubFetch({
      'GET /api/host/cabins/cab-1': () => json({ success: true, data: { cabin: cabin(stored) } }),
      'GET /api/host/cabins': () => json({ success: true, data: { cabins: [] } }),
      'PATCH /api/host/cabins/cab-1/photos/1': () => {
        stored = [{ ...a, alt: 'La terraza con vista al lago' }];
        return json({ success: true, message: 'Foto actualizada', data: { photos: stored } });
      },
    });
    renderPanel();
    const user = userEvent.setup();
    const field = await screen.findByLabelText(/Texto alternativo de la foto 1/);
    await user.clear(field);
    await user.type(field, 'Lago');
    await user.click(screen.getByRole('button', { name: 'Guardar texto de la foto 1' }));
    expect(await screen.findByText(PHOTO_MESSAGES.alt)).toBeVisible();
    expect(api.calls('PATCH /api/host/cabins/cab-1/photos/1')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'La terraza con vista al lago{Enter}');
    await waitFor(() =>
      expect(api.calls('PATCH /api/host/cabins/cab-1/photos/1')[0]?.body).toEqual({
        alt: 'La terraza con vista al lago',
      }),
    );
    expect(await screen.findByRole('img', { name: 'La terraza con vista al lago' })).toBeVisible();
  });

  it('deletes a photo only after the confirmation, and shows a refusal on the photo', async () => {
    signIn(createClient({ roles: ['guest', 'host'] }));
    const a = photo(1, 0, 'La terraza al atardecer');
    const b = photo(2, 1, 'La sala con chimenea');
    let refuse = true;
    let stored = [a, b];
    const api = stubFetch({
      'GET /api/host/cabins/cab-1': () => json({ success: true, data: { cabin: cabin(stored) } }),
      'GET /api/host/cabins': () => json({ success: true, data: { cabins: [] } }),
      'DELETE /api/host/cabins/cab-1/photos/2': () => {
        if (refuse) {
          return json({ success: false, message: 'Una cabaña publicada necesita sus fotos' }, 409);
        }
        stored = [a];
        return json({ success: true, message: 'Foto eliminada', data: { photos: stored } });
      },
    });
    renderPanel();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Fotos de la cabaña' });
    await user.click(within(list).getByRole('button', { name: 'Eliminar la foto 2' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar la foto 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls('DELETE /api/host/cabins/cab-1/photos/2')).toHaveLength(0);

    await user.click(within(list).getByRole('button', { name: 'Eliminar la foto 2' }));
    dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar la foto 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar foto' }));
    expect(await within(list).findByText('Una cabaña publicada necesita sus fotos')).toBeVisible();
    expect(within(list).getAllByRole('img')).toHaveLength(2);

    refuse = false;
    await user.click(within(list).getByRole('button', { name: 'Eliminar la foto 2' }));
    dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar la foto 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar foto' }));
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Foto eliminada');
  });
});
