/** Photo uploads of the host console ('Fotos'): limits and Spanish messages, shared with the server. */
import * as yup from 'yup';
import { scalarNumber } from './booking.ts';

export const PHOTO_LIMITS = {
  maxBytes: 15 * 1024 * 1024,
  minWidth: 800,
  minHeight: 600,
  maxPerCabin: 50,
  altMin: 5,
  altMax: 200,
  /** What the file input offers (HEIC too: the server takes it when it can read it). */
  accept: 'image/jpeg,image/png,image/webp,image/heic,image/heif',
} as const;

export const PHOTO_MESSAGES = {
  notImage: 'El archivo no es una imagen válida (usa JPEG, PNG, WebP o HEIC)',
  tooLarge: 'La foto pesa más de 15 MB',
  tooSmall: `La foto es demasiado pequeña: mínimo ${PHOTO_LIMITS.minWidth} × ${PHOTO_LIMITS.minHeight} píxeles`,
  fileRequired: 'Elige una foto para subir (campo "photo")',
  oneFile: 'Sube una foto por solicitud',
  notMultipart: 'Envía la foto como multipart/form-data',
  alt: `El texto alternativo debe tener entre ${PHOTO_LIMITS.altMin} y ${PHOTO_LIMITS.altMax} caracteres`,
  altRequired: 'Describe la foto con un texto alternativo (para quien no puede verla)',
  position: 'La posición debe ser un número entero desde 0',
  tooMany: `Una cabaña puede tener como máximo ${PHOTO_LIMITS.maxPerCabin} fotos`,
  notFound: 'Foto no encontrada',
  uploaded: 'Foto subida',
  updated: 'Foto actualizada',
  deleted: 'Foto eliminada',
  nothingToChange: 'No hay cambios que guardar',
} as const;

const altField = () =>
  yup
    .string()
    .typeError(PHOTO_MESSAGES.alt)
    .transform((_v: unknown, original: unknown) =>
      typeof original === 'string' ? original.trim() : original == null ? undefined : original,
    )
    .min(PHOTO_LIMITS.altMin, PHOTO_MESSAGES.alt)
    .max(PHOTO_LIMITS.altMax, PHOTO_MESSAGES.alt);

/** The `alt` field that comes with an upload. */
export const photoAltSchema = yup.object({
  alt: altField().required(PHOTO_MESSAGES.altRequired),
});

/** PATCH photos/:photoId: a new alt text and/or position (0: the cover). */
export const photoPatchSchema = yup
  .object({
    alt: altField(),
    position: yup
      .number()
      .transform(scalarNumber)
      .typeError(PHOTO_MESSAGES.position)
      .integer(PHOTO_MESSAGES.position)
      .min(0, PHOTO_MESSAGES.position)
      .max(PHOTO_LIMITS.maxPerCabin, PHOTO_MESSAGES.position),
  })
  .test('something', PHOTO_MESSAGES.nothingToChange, (v) => v?.alt != null || v?.position != null);
