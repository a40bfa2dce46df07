import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Metadata } from 'sharp';
import type { Db, DbOrTx } from '../db/client.ts';
import { cabinPhotos, cabinPhotoUploads } from '../db/schema.ts';
import { badRequest, HttpError, notFound } from '../http-errors.ts';
import { WEBP_QUALITY } from '../media/render.ts';
import { loadSharp } from '../media/sharp.ts';
import { findHostCabin, type HostActor } from './host-access.ts';
import { publishMissing, publishConflict, type HostPhoto } from './host-cabins-service.ts';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '../../src/shared/validation/host-photos.ts';

/** Photos hosts upload: checked with sharp, stored in the database, rendered as WebP on request. */

const FORMATS: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heif: 'image/heic',
};

export interface CheckedImage {
  contentType: string;
  width: number;
  height: number;
}

/**
 * What the bytes are: a JPEG, PNG, WebP (or HEIC, when this sharp can decode it) of at least
 * PHOTO_LIMITS.minWidth × minHeight. Anything else is a Spanish 400; nothing is stored.
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { failOn: 'error' }).metadata();
    // Decoding a thumbnail proves the pixels are readable, not just the header.
    await sharp(bytes, { failOn: 'error' }).rotate().resize(16).toBuffer();
  } catch {
    throw badRequest(PHOTO_MESSAGES.notImage);
  }
  const contentType = meta.format ? FORMATS[meta.format] : undefined;
  if (!contentType || !meta.width || !meta.height) throw badRequest(PHOTO_MESSAGES.notImage);
  // EXIF orientations 5–8 swap the sides.
  const [width, height] =
    (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  if (width < PHOTO_LIMITS.minWidth || height < PHOTO_LIMITS.minHeight) {
    throw badRequest(PHOTO_MESSAGES.tooSmall);
  }
  return { contentType, width, height };
}

const photoColumns = {
  id: cabinPhotos.id,
  position: cabinPhotos.position,
  path: cabinPhotos.path,
  alt: cabinPhotos.alt,
};

export async function listPhotos(db: DbOrTx, cabinId: string): Promise<HostPhoto[]> {
  return db
    .select(photoColumns)
    .from(cabinPhotos)
    .where(eq(cabinPhotos.cabinId, cabinId))
    .orderBy(asc(cabinPhotos.position));
}

/** Adds a checked photo at the end of the cabin's photos. */
export async function addPhoto(
  db: Db,
  actor: HostActor,
  cabinId: string,
  upload: { bytes: Buffer; alt: string; image: CheckedImage },
): Promise<HostPhoto> {
  return db.transaction(async (tx) => {
    const cabin = await findHostCabin(tx, actor, cabinId, { forUpdate: true });
    const photos = await listPhotos(tx, cabin.id);
    if (photos.length >= PHOTO_LIMITS.maxPerCabin) {
      throw new HttpError(409, PHOTO_MESSAGES.tooMany);
    }
    const token = randomBytes(16).toString('hex');
    const position = photos.length ? photos[photos.length - 1].position + 1 : 0;
    const [photo] = await tx
      .insert(cabinPhotos)
      .values({ cabinId: cabin.id, position, path: `uploads/${token}`, alt: upload.alt })
      .returning(photoColumns);
    await tx.insert(cabinPhotoUploads).values({
      token,
      photoId: photo.id,
      contentType: upload.image.contentType,
      width: upload.image.width,
      height: upload.image.height,
      original: upload.bytes,
    });
    return photo;
  });
}

const photoNotFound = () => notFound(PHOTO_MESSAGES.notFound);

/** Writes the positions 0…n-1 in `order` (two steps: the (cabin, position) index is unique). */
async function renumber(tx: DbOrTx, cabinId: string, order: number[]): Promise<void> {
  await tx
    .update(cabinPhotos)
    .set({ position: sql`-1 - ${cabinPhotos.position}` })
    .where(eq(cabinPhotos.cabinId, cabinId));
  for (const [position, id] of order.entries()) {
    await tx
      .update(cabinPhotos)
      .set({ position })
      .where(and(eq(cabinPhotos.id, id), eq(cabinPhotos.cabinId, cabinId)));
  }
}

/** Alt text and/or position (0 is the cover; the others move along). */
export async function updatePhoto(
  db: Db,
  actor: HostActor,
  cabinId: string,
  photoId: number,
  change: { alt?: string; position?: number },
): Promise<HostPhoto[]> {
  return db.transaction(async (tx) => {
    const cabin = await findHostCabin(tx, actor, cabinId, { forUpdate: true });
    const photos = await listPhotos(tx, cabin.id);
    const photo = photos.find((p) => p.id === photoId);
    if (!photo) throw photoNotFound();
    if (change.alt !== undefined) {
      await tx.update(cabinPhotos).set({ alt: change.alt }).where(eq(cabinPhotos.id, photo.id));
    }
    if (change.position !== undefined) {
      const order = photos.map((p) => p.id).filter((id) => id !== photo.id);
      order.splice(Math.min(change.position, order.length), 0, photo.id);
      await renumber(tx, cabin.id, order);
    }
    return listPhotos(tx, cabin.id);
  });
}

/** Deletes a photo (its original goes with it); a published cabin keeps at least its minimum. */
export async function deletePhoto(
  db: Db,
  actor: HostActor,
  cabinId: string,
  photoId: number,
): Promise<HostPhoto[]> {
  return db.transaction(async (tx) => {
    const cabin = await findHostCabin(tx, actor, cabinId, { forUpdate: true });
    const photos = await listPhotos(tx, cabin.id);
    if (!photos.some((p) => p.id === photoId)) throw photoNotFound();
    const rest = photos.filter((p) => p.id !== photoId);
    if (cabin.status === 'published') {
      const missing = publishMissing(cabin, rest);
      if (missing.length) throw publishConflict(missing);
    }
    await tx.delete(cabinPhotos).where(eq(cabinPhotos.id, photoId));
    await renumber(
      tx,
      cabin.id,
      rest.map((p) => p.id),
    );
    return listPhotos(tx, cabin.id);
  });
}

/** The WebP of an uploaded photo at one of the media widths (4:3, like the demo photos). */
export async function renderUpload(
  db: DbOrTx,
  token: string,
  width: number,
): Promise<Buffer | null> {
  const [row] = await db
    .select({ original: cabinPhotoUploads.original })
    .from(cabinPhotoUploads)
    .where(eq(cabinPhotoUploads.token, token))
    .limit(1);
  if (!row) return null;
  const sharp = await loadSharp();
  return sharp(row.original)
    .rotate()
    .resize(width, Math.round((width * 3) / 4), { fit: 'cover', position: 'attention' })
    .webp({ quality: WEBP_QUALITY, effort: 4 })
    .toBuffer();
}

/** True while the upload exists (a deleted photo stops being served at once, cache or not). */
export async function uploadExists(db: DbOrTx, token: string): Promise<boolean> {
  const [row] = await db
    .select({ token: cabinPhotoUploads.token })
    .from(cabinPhotoUploads)
    .where(eq(cabinPhotoUploads.token, token))
    .limit(1);
  return !!row;
}
