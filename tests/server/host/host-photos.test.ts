import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabinPhotos, cabinPhotoUploads } from '../../../server/db/schema.ts';
import { PHOTO_MESSAGES } from '../../../src/shared/validation/host-photos.ts';
import { createTestApp, databases, type TestApp } from '../helpers.ts';
import { registerHost } from './host-support.ts';

/** A real image made by sharp: a gradient-free solid colour with a stripe, so crops differ. */
async function image(format: 'jpeg' | 'png' | 'webp', width = 1600, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 60 } } })
    .composite([
      {
        input: {
          create: { width: 100, height, channels: 3, background: { r: 200, g: 200, b: 20 } },
        },
        left: 0,
        top: 0,
      },
    ])
    .toFormat(format)
    .toBuffer();
}

function multipart(parts: Array<{ name: string; value: string | Buffer; filename?: string }>) {
  const boundary = `----refugio${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(databases)('host photos on %s', (kind) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof registerHost>>;
  let cabinId: string;
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false });
    host = await registerHost(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/host/cabins',
      headers: host.headers,
      payload: {
        propertyDetails: {
          name: 'Cabaña Las Águilas',
          accomodationType: 'Cabaña',
          maxOccupancy: 2,
        },
      },
    });
    cabinId = created.json().data.cabin._id;
  }, 60_000);
  afterAll(() => t?.close());

  const upload = (
    parts: Parameters<typeof multipart>[0],
    headers: Record<string, string> = host.headers,
    id = cabinId,
  ) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/host/cabins/${id}/photos`,
      remoteAddress: `10.92.0.${(++ip % 250) + 1}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const storedCount = async () =>
    (await t.database.db.select().from(cabinPhotos).where(eq(cabinPhotos.cabinId, cabinId))).length;

  it('stores JPEG, PNG and WebP originals and serves the demo widths as WebP', async () => {
    const ids: number[] = [];
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const res = await upload([
        { name: 'alt', value: `Fachada de la cabaña (${format})` },
        { name: 'photo', value: await image(format), filename: `foto.${format}` },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const { photo } = res.json().data;
      expect(photo).toMatchObject({
        path: expect.stringMatching(/^uploads\/[0-9a-f]{32}$/),
        alt: `Fachada de la cabaña (${format})`,
        width: 1600,
        height: 1200,
      });
      ids.push(photo.id);
    }
    const [first] = await t.database.db
      .select()
      .from(cabinPhotoUploads)
      .where(eq(cabinPhotoUploads.photoId, ids[0]));
    expect(first.contentType).toBe('image/jpeg');
    expect((await sharp(first.original).metadata()).format).toBe('jpeg');

    const cabin = (
      await t.app.inject({
        method: 'GET',
        url: `/api/host/cabins/${cabinId}`,
        headers: host.headers,
      })
    ).json().data.cabin;
    const path = cabin.photos[0].path as string;
    for (const width of [480, 800, 1200]) {
      const res = await t.app.inject({ method: 'GET', url: `/media/${path}-${width}.webp` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, (width * 3) / 4]);
    }
    expect((await t.app.inject({ method: 'GET', url: `/media/${path}-333.webp` })).statusCode).toBe(
      404,
    );
  });

  it('refuses what is not an image, too large or too small, and a missing alt text, storing nothing', async () => {
    const before = await storedCount();
    const cases: Array<[Parameters<typeof multipart>[0], number, string]> = [
      [
        [
          { name: 'alt', value: 'Un documento' },
          { name: 'photo', value: Buffer.from('%PDF-1.4 no soy una foto'), filename: 'a.jpg' },
        ],
        400,
        PHOTO_MESSAGES.notImage,
      ],
      [
        [
          { name: 'alt', value: 'Una foto diminuta' },
          { name: 'photo', value: await image('png', 300, 200), filename: 'a.png' },
        ],
        400,
        PHOTO_MESSAGES.tooSmall,
      ],
      [
        [
          { name: 'alt', value: 'Una foto enorme' },
          { name: 'photo', value: Buffer.alloc(15 * 1024 * 1024 + 10, 1), filename: 'a.jpg' },
        ],
        413,
        PHOTO_MESSAGES.tooLarge,
      ],
      [
        [{ name: 'photo', value: await image('jpeg'), filename: 'a.jpg' }],
        400,
        PHOTO_MESSAGES.altRequired,
      ],
      [
        [
          { name: 'alt', value: 'Sin' },
          { name: 'photo', value: await image('jpeg'), filename: 'a.jpg' },
        ],
        400,
        PHOTO_MESSAGES.alt,
      ],
      [[{ name: 'alt', value: 'Solo el texto' }], 400, PHOTO_MESSAGES.fileRequired],
      [
        [
          { name: 'alt', value: 'Dos fotos' },
          { name: 'photo', value: await image('jpeg'), filename: 'a.jpg' },
          { name: 'photo', value: await image('jpeg'), filename: 'b.jpg' },
        ],
        400,
        PHOTO_MESSAGES.oneFile,
      ],
    ];
    for (const [parts, status, message] of cases) {
      const res = await upload(parts);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/host/cabins/${cabinId}/photos`,
      headers: host.headers,
      payload: { alt: 'JSON no sirve', photo: 'aGVsbG8=' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(PHOTO_MESSAGES.notMultipart);
    expect(await storedCount()).toBe(before);
  });

  it('reorders, chooses the cover, edits the alt text and deletes', async () => {
    const list = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/host/cabins/${cabinId}`,
          headers: host.headers,
        })
      ).json().data.cabin.photos as Array<{
        id: number;
        position: number;
        path: string;
        alt: string;
      }>;
    const before = await list();
    const last = before[before.length - 1];
    const patch = (photoId: number | string, payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/host/cabins/${cabinId}/photos/${photoId}`,
        headers: host.headers,
        payload: payload as object,
      });
    const cover = await patch(last.id, { position: 0, alt: 'La terraza al atardecer' });
    expect(cover.statusCode).toBe(200);
    expect(cover.json().data.photos.map((p: { id: number }) => p.id)).toEqual([
      last.id,
      ...before.slice(0, -1).map((p) => p.id),
    ]);
    expect((await list())[0]).toMatchObject({
      id: last.id,
      position: 0,
      alt: 'La terraza al atardecer',
    });
    // The list's cover is the new first photo.
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/host/cabins', headers: host.headers })
    ).json().data.cabins[0];
    expect(mine.cover).toEqual({ path: last.path, alt: 'La terraza al atardecer' });

    for (const [body, message] of [
      [{}, PHOTO_MESSAGES.nothingToChange],
      [{ position: -1 }, PHOTO_MESSAGES.position],
      [{ alt: 'ab' }, PHOTO_MESSAGES.alt],
    ] as const) {
      const res = await patch(last.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await patch(999999, { alt: 'Otra foto' })).statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/host/cabins/${cabinId}/photos/${last.id}`,
      headers: host.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.photos.map((p: { position: number }) => p.position)).toEqual([0, 1]);
    // Its file is gone at once.
    expect(
      (await t.app.inject({ method: 'GET', url: `/media/${last.path}-480.webp` })).statusCode,
    ).toBe(404);
  });

  it("answers 404 for another host's cabin and its photos", async () => {
    const other = await registerHost(t.app);
    const res = await upload(
      [
        { name: 'alt', value: 'Foto ajena' },
        { name: 'photo', value: await image('jpeg'), filename: 'a.jpg' },
      ],
      other.headers,
    );
    expect(res.statusCode).toBe(404);
    const [photo] = await t.database.db
      .select()
      .from(cabinPhotos)
      .where(eq(cabinPhotos.cabinId, cabinId));
    for (const method of ['PATCH', 'DELETE'] as const) {
      const r = await t.app.inject({
        method,
        url: `/api/host/cabins/${cabinId}/photos/${photo.id}`,
        headers: other.headers,
        payload: method === 'PATCH' ? { alt: 'Foto ajena' } : undefined,
      });
      expect(r.statusCode).toBe(404);
    }
  });
});
