import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, apiRequest } from '../../../lib/api-client.ts';
import { clearSession, getToken } from '../../../lib/session.ts';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '../../../shared/validation/host-photos.ts';
import { hostCabinQueryOptions, type HostCabinDetail } from './host-cabin.ts';
import { HOST_CABINS_URL } from './host-cabins.ts';

/** One photo of a host's cabin (the host cabin answer's `photos`, in their order: 0 is the cover). */
export interface HostPhoto {
  id: number;
  position: number;
  /** Relative media path (`uploads/<token>`), served at /media/<path>-<width>.webp. */
  path: string;
  alt: string;
}

interface PhotosAnswer {
  success: boolean;
  message?: string;
  data: { photos: HostPhoto[] };
}

interface UploadAnswer {
  success: boolean;
  message?: string;
  data: { photo: HostPhoto & { width: number; height: number } };
}

const photosUrl = (cabinId: string) => `${HOST_CABINS_URL}/${encodeURIComponent(cabinId)}/photos`;
const photoUrl = (cabinId: string, photoId: number) => `${photosUrl(cabinId)}/${photoId}`;

/** The formats the server reads (HEIC when its sharp can decode it: the server has the last word). */
const ACCEPTED_TYPES = new Set(PHOTO_LIMITS.accept.split(','));
const HEIC_NAME = /\.(heic|heif)$/i;

/**
 * What the browser can tell before sending a file: the server's own Spanish messages for a file
 * that is not a JPEG, PNG, WebP or HEIC, or weighs more than 15 MB (its pixels are checked after).
 */
export function checkPhotoFile(file: File): string | null {
  // Some browsers give HEIC files no type: their name says what they are.
  const typed = ACCEPTED_TYPES.has(file.type) || (!file.type && HEIC_NAME.test(file.name));
  if (!typed) return PHOTO_MESSAGES.notImage;
  if (file.size > PHOTO_LIMITS.maxBytes) return PHOTO_MESSAGES.tooLarge;
  if (file.size === 0) return PHOTO_MESSAGES.notImage;
  return null;
}

/**
 * The image's size in pixels, when this browser can decode it (not HEIC on most): a photo under
 * the minimum is refused before its upload. `null`: unknown here, the server checks it.
 */
export async function photoDimensions(
  file: File,
): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function' || HEIC_NAME.test(file.name)) return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    // A file the browser cannot decode may still be one the server reads; it decides.
    return null;
  }
}

/** True when a photo of that size is under the server's minimum (as the server checks it). */
export function tooSmall(size: { width: number; height: number }): boolean {
  return size.width < PHOTO_LIMITS.minWidth || size.height < PHOTO_LIMITS.minHeight;
}

/**
 * POST cabins/:id/photos, one file (`photo`) and its alt text (`alt`) as multipart, through
 * XMLHttpRequest: fetch reports no upload progress. Failures are ApiErrors, as the app's client's.
 */
export function uploadPhoto(
  cabinId: string,
  file: File,
  alt: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // The token the app's client attaches, and what it does on a 401 with it (the session ends).
    const token = getToken();
    xhr.open('POST', photosUrl(cabinId));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as UploadAnswer);
        return;
      }
      if (xhr.status === 401 && token) clearSession();
      const message =
        (body as { message?: unknown } | null)?.message ?? `HTTP Error: ${xhr.status}`;
      reject(new ApiError(String(message), xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError('Network error occurred', 0, null));
    xhr.onabort = () => reject(new DOMException('Subida cancelada', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    // The alt text first: the server reads the parts in order.
    form.append('alt', alt);
    form.append('photo', file, file.name);
    xhr.send(form);
  });
}

/**
 * After an upload, a reorder or a delete: the cached cabin gets the answer's photos at once, then
 * is read again (what publishing still needs changes with them); 'Mis cabañas' shows the cover.
 */
export function usePhotosRefresh(cabinId: string) {
  const queryClient = useQueryClient();
  const key = hostCabinQueryOptions(cabinId).queryKey;
  return (update: (photos: HostPhoto[]) => HostPhoto[]) => {
    queryClient.setQueryData(key, (cabin: HostCabinDetail | undefined) => {
      if (!cabin) return cabin;
      const photos = update(cabin.photos ?? []);
      return { ...cabin, photos, images: photos.map((p) => p.path) };
    });
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: ['host', 'cabins'] });
  };
}

/** PATCH a photo: its alt text and/or its position (0 makes it the cover). */
export function useUpdatePhoto(cabinId: string) {
  const refresh = usePhotosRefresh(cabinId);
  return useMutation({
    mutationFn: ({ photoId, ...change }: { photoId: number; alt?: string; position?: number }) =>
      apiRequest<PhotosAnswer>(photoUrl(cabinId, photoId), { method: 'PATCH', body: change }),
    onSuccess: (answer) => refresh(() => answer.data.photos),
  });
}

export function useDeletePhoto(cabinId: string) {
  const refresh = usePhotosRefresh(cabinId);
  return useMutation({
    mutationFn: (photoId: number) => api.delete<PhotosAnswer>(photoUrl(cabinId, photoId)),
    onSuccess: (answer) => refresh(() => answer.data.photos),
  });
}
