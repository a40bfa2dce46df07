import {
  Badge,
  Box,
  Button,
  Flex,
  Image,
  Input,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { ERROR_TEXT_COLOR, FormField } from '../../../components/form/form-field.tsx';
import { failureMessage } from '../../../shared/auth-messages.ts';
import { PUBLISH_RULES } from '../../../shared/host.ts';
import { FALLBACK_PHOTO, mediaUrl } from '../../../shared/media.ts';
import {
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  photoAltSchema,
} from '../../../shared/validation/host-photos.ts';
import type { HostCabinDetail } from '../api/host-cabin.ts';
import {
  checkPhotoFile,
  photoDimensions,
  tooSmall,
  uploadPhoto,
  useDeletePhoto,
  usePhotosRefresh,
  useUpdatePhoto,
  type HostPhoto,
} from '../api/host-photos.ts';
import { DeletePhotoDialog } from './delete-photo-dialog.tsx';

export const PHOTO_FAILURE = {
  upload: { failed: 'No se pudo subir la foto', unexpected: 'Ocurrió un error al subir la foto' },
  update: {
    failed: 'No se pudo guardar el cambio de la foto',
    unexpected: 'Ocurrió un error al guardar el cambio de la foto',
  },
  delete: {
    failed: 'No se pudo eliminar la foto',
    unexpected: 'Ocurrió un error al eliminar la foto',
  },
};

/** A file chosen but not stored yet: its alt text is typed before it goes up. */
interface PendingPhoto {
  key: string;
  file: File;
  preview: string | null;
  alt: string;
  altError?: string;
  /** 0…1 while it goes up; null before. */
  progress: number | null;
  error?: string;
}

/** The alt text as the server takes it, or the schema's Spanish message. */
function altProblem(alt: string): string | null {
  if (!alt.trim()) return PHOTO_MESSAGES.altRequired;
  try {
    photoAltSchema.validateSync({ alt });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** '3.2 MB', '240 KB': the weight of a chosen file. */
const weight = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString('es-MX', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-MX')} KB`;

let pendingCounter = 0;

/** A progress bar without the theme's progress recipe (which would grow every page's bundle). */
function UploadProgress({ value, label }: { value: number; label: string }) {
  const percent = Math.round(value * 100);
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      h="2"
      borderRadius="full"
      bg="bg.muted"
      overflow="hidden"
    >
      <Box h="full" bg="brand.solid" width={`${percent}%`} transition="width 0.2s" />
    </Box>
  );
}

/** The files chosen: each with its alt text field, its progress and its error. */
function PendingList({
  pending,
  uploading,
  onAlt,
  onRemove,
}: {
  pending: PendingPhoto[];
  uploading: boolean;
  onAlt: (key: string, alt: string) => void;
  onRemove: (key: string) => void;
}) {
  return (
    <Stack as="ul" listStyleType="none" gap="4" aria-label="Fotos por subir">
      {pending.map((item) => (
        <Flex
          as="li"
          key={item.key}
          gap="4"
          direction={{ base: 'column', sm: 'row' }}
          borderWidth="1px"
          borderRadius="md"
          p="3"
        >
          <Box w={{ base: 'full', sm: '40' }} flexShrink={0} aspectRatio={4 / 3} bg="bg.muted">
            {item.preview && (
              <Image
                src={item.preview}
                alt=""
                w="full"
                h="full"
                objectFit="cover"
                borderRadius="sm"
                onError={(event) => {
                  // HEIC: most browsers cannot draw it; the server can.
                  event.currentTarget.style.visibility = 'hidden';
                }}
              />
            )}
          </Box>
          <Stack gap="2" flex="1" minW="0">
            <Text fontWeight="semibold" truncate>
              {item.file.name}{' '}
              <Text as="span" fontWeight="normal" color="fg.muted">
                ({weight(item.file.size)})
              </Text>
            </Text>
            <FormField
              label={`Texto alternativo de ${item.file.name}`}
              required
              error={item.altError}
              helper="Describe lo que se ve, para quien no puede ver la foto."
            >
              <Input
                value={item.alt}
                data-pending-key={item.key}
                maxLength={PHOTO_LIMITS.altMax}
                disabled={item.progress !== null && !item.error}
                onChange={(event) => onAlt(item.key, event.target.value)}
              />
            </FormField>
            {item.progress !== null && (
              <UploadProgress value={item.progress} label={`Subida de ${item.file.name}`} />
            )}
            {item.error && (
              <Text role="alert" color={ERROR_TEXT_COLOR} fontSize="sm">
                {item.error}
              </Text>
            )}
            <Button
              alignSelf="flex-start"
              size="sm"
              variant="outline"
              disabled={uploading}
              onClick={() => onRemove(item.key)}
              aria-label={`Quitar ${item.file.name} de la lista`}
            >
              Quitar
            </Button>
          </Stack>
        </Flex>
      ))}
    </Stack>
  );
}

/** One stored photo: its alt text, its place (buttons and drag) and its removal. */
function PhotoItem({
  photo,
  index,
  count,
  busy,
  error,
  dragOver,
  onMove,
  onSaveAlt,
  onDelete,
  onDragStart,
  onDragOver,
  onDrop,
  onDragEnd,
}: {
  photo: HostPhoto;
  index: number;
  count: number;
  busy: boolean;
  error?: string;
  dragOver: boolean;
  onMove: (photo: HostPhoto, position: number, focus: 'before' | 'after' | 'cover') => void;
  onSaveAlt: (photo: HostPhoto, alt: string) => Promise<boolean>;
  onDelete: (photo: HostPhoto) => void;
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
}) {
  const [alt, setAlt] = useState(photo.alt);
  const [altError, setAltError] = useState<string | undefined>();
  const number = index + 1;
  const cover = index === 0;
  const titleId = `host-photo-${photo.id}`;
  useEffect(() => setAlt(photo.alt), [photo.alt]);

  const saveAlt = async () => {
    const problem = altProblem(alt);
    setAltError(problem ?? undefined);
    if (problem) return;
    await onSaveAlt(photo, alt.trim());
  };

  return (
    <Flex
      as="li"
      data-photo-id={photo.id}
      aria-labelledby={titleId}
      onDragOver={onDragOver}
      onDrop={onDrop}
      onDragEnd={onDragEnd}
      gap="4"
      direction={{ base: 'column', sm: 'row' }}
      borderWidth={dragOver ? '2px' : '1px'}
      borderColor={dragOver ? 'brand.solid' : 'border'}
      borderStyle={dragOver ? 'dashed' : 'solid'}
      borderRadius="md"
      p="3"
      bg="bg"
    >
      {/* The photo is the drag handle: text fields inside a draggable element lose their mouse
          selection in some browsers. */}
      <Box
        w={{ base: 'full', sm: '48' }}
        flexShrink={0}
        aspectRatio={4 / 3}
        bg="bg.muted"
        draggable={!busy}
        onDragStart={onDragStart}
        cursor={busy ? 'default' : 'grab'}
        data-drag-handle=""
      >
        <Image
          src={mediaUrl(photo.path, 'sm')}
          alt={photo.alt}
          w="full"
          h="full"
          objectFit="cover"
          borderRadius="sm"
          draggable={false}
          loading="lazy"
          onError={(event) => {
            const img = event.currentTarget;
            if (!img.src.endsWith(FALLBACK_PHOTO)) img.src = FALLBACK_PHOTO;
          }}
        />
      </Box>
      <Stack gap="3" flex="1" minW="0">
        <Flex align="center" gap="2" wrap="wrap">
          <Text id={titleId} fontWeight="semibold">
            Foto {number} de {count}
            {cover && <VisuallyHidden> (portada)</VisuallyHidden>}
          </Text>
          {cover && (
            <Badge colorPalette="brand" aria-hidden="true">
              Portada
            </Badge>
          )}
        </Flex>
        <Flex gap="2" align="flex-end" wrap="wrap">
          <Box flex="1" minW="48">
            <FormField label={`Texto alternativo de la foto ${number}`} required error={altError}>
              <Input
                value={alt}
                maxLength={PHOTO_LIMITS.altMax}
                onChange={(event) => setAlt(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void saveAlt();
                  }
                }}
              />
            </FormField>
          </Box>
          {alt.trim() !== photo.alt && (
            <Button
              size="sm"
              colorPalette="brand"
              disabled={busy}
              onClick={() => void saveAlt()}
              aria-label={`Guardar texto de la foto ${number}`}
            >
              Guardar texto
            </Button>
          )}
        </Flex>
        <Flex gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            data-move="before"
            disabled={busy || cover}
            onClick={() => onMove(photo, index - 1, 'before')}
            aria-label={`Mover antes la foto ${number}`}
          >
            Mover antes
          </Button>
          <Button
            size="sm"
            variant="outline"
            data-move="after"
            disabled={busy || index === count - 1}
            onClick={() => onMove(photo, index + 1, 'after')}
            aria-label={`Mover después la foto ${number}`}
          >
            Mover después
          </Button>
          {!cover && (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => onMove(photo, 0, 'cover')}
              aria-label={`Usar como portada la foto ${number}`}
            >
              Usar como portada
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={busy}
            onClick={() => onDelete(photo)}
            aria-label={`Eliminar la foto ${number}`}
          >
            Eliminar
          </Button>
        </Flex>
        {error && (
          <Text role="alert" color={ERROR_TEXT_COLOR} fontSize="sm">
            {error}
          </Text>
        )}
      </Stack>
    </Flex>
  );
}

/**
 * 'Fotos' of the cabin editor (ARCHITECTURE "Hosts"): upload several photos at once, each with
 * its required alt text and its own progress bar; reorder them by drag or with 'Mover antes' /
 * 'Mover después' (announced), choose the cover (the first photo), fix an alt text, delete one
 * after a confirmation. Each change is saved on its own; the server's Spanish refusals are shown
 * on the photo they concern.
 */
export function PhotosPanel({ cabin }: { cabin: HostCabinDetail }) {
  const cabinId = cabin._id;
  const photos = cabin.photos ?? [];
  const update = useUpdatePhoto(cabinId);
  const remove = useDeletePhoto(cabinId);
  const refresh = usePhotosRefresh(cabinId);
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const [refused, setRefused] = useState<Array<{ name: string; message: string }>>([]);
  const [uploading, setUploading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [photoErrors, setPhotoErrors] = useState<Record<number, string>>({});
  const [toDelete, setToDelete] = useState<HostPhoto | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [dragTarget, setDragTarget] = useState<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;

  // Previews are object URLs: freed with the panel.
  useEffect(
    () => () => {
      for (const item of pendingRef.current) if (item.preview) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const busy = update.isPending || remove.isPending;
  const setPhotoError = (id: number, message?: string) =>
    setPhotoErrors((errors) => {
      const next = { ...errors };
      if (message) next[id] = message;
      else delete next[id];
      return next;
    });

  const choose = async (files: FileList | null) => {
    if (!files?.length) return;
    const chosen = Array.from(files);
    const accepted: PendingPhoto[] = [];
    const refusals: Array<{ name: string; message: string }> = [];
    let room = PHOTO_LIMITS.maxPerCabin - photos.length - pending.length;
    for (const file of chosen) {
      let problem = checkPhotoFile(file);
      if (!problem) {
        const size = await photoDimensions(file);
        if (size && tooSmall(size)) problem = PHOTO_MESSAGES.tooSmall;
      }
      if (!problem && room <= 0) problem = PHOTO_MESSAGES.tooMany;
      if (problem) {
        refusals.push({ name: file.name, message: problem });
        continue;
      }
      room -= 1;
      pendingCounter += 1;
      accepted.push({
        key: `pending-${pendingCounter}`,
        file,
        preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
        alt: '',
        progress: null,
      });
    }
    setRefused(refusals);
    setPending((current) => [...current, ...accepted]);
    if (accepted.length) {
      setAnnouncement(
        accepted.length === 1
          ? '1 foto lista: escribe su texto alternativo y súbela'
          : `${accepted.length} fotos listas: escribe sus textos alternativos y súbelas`,
      );
    }
  };

  const patchPending = (key: string, change: Partial<PendingPhoto>) =>
    setPending((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  const dropPending = (key: string) =>
    setPending((current) => {
      const item = current.find((p) => p.key === key);
      if (item?.preview) URL.revokeObjectURL(item.preview);
      return current.filter((p) => p.key !== key);
    });

  const uploadAll = async () => {
    const checked = pending.map((item) => ({
      ...item,
      altError: altProblem(item.alt) ?? undefined,
    }));
    setPending(checked);
    const invalid = checked.find((item) => item.altError);
    if (invalid) {
      document.querySelector<HTMLInputElement>(`input[data-pending-key="${invalid.key}"]`)?.focus();
      return;
    }
    setUploading(true);
    let stored = 0;
    // One at a time: each makes the server decode up to 15 MB; the bars fill in turn.
    for (const item of checked) {
      patchPending(item.key, { progress: 0, error: undefined });
      try {
        const answer = await uploadPhoto(cabinId, item.file, item.alt.trim(), (fraction) =>
          patchPending(item.key, { progress: fraction }),
        );
        stored += 1;
        refresh((current) => [
          ...current.filter((p) => p.id !== answer.data.photo.id),
          answer.data.photo,
        ]);
        dropPending(item.key);
      } catch (failure) {
        patchPending(item.key, { error: failureMessage(failure, PHOTO_FAILURE.upload) });
      }
    }
    setUploading(false);
    const failed = checked.length - stored;
    setAnnouncement(
      failed
        ? `${stored} de ${checked.length} fotos subidas; revisa las que no se pudieron subir`
        : stored === 1
          ? PHOTO_MESSAGES.uploaded
          : `${stored} fotos subidas`,
    );
  };

  const focusAfterMove = (id: number, which: 'before' | 'after' | 'cover') => {
    requestAnimationFrame(() => {
      const item = listRef.current?.querySelector(`[data-photo-id="${id}"]`);
      const preferred = which === 'after' ? 'after' : 'before';
      const other = preferred === 'after' ? 'before' : 'after';
      const button =
        item?.querySelector<HTMLButtonElement>(`button[data-move="${preferred}"]:not(:disabled)`) ??
        item?.querySelector<HTMLButtonElement>(`button[data-move="${other}"]:not(:disabled)`);
      button?.focus();
    });
  };

  const move = async (photo: HostPhoto, position: number, focus: 'before' | 'after' | 'cover') => {
    if (position < 0 || position >= photos.length) return;
    setPhotoError(photo.id);
    try {
      const answer = await update.mutateAsync({ photoId: photo.id, position });
      const total = answer.data.photos.length;
      const at = answer.data.photos.findIndex((p) => p.id === photo.id) + 1;
      setAnnouncement(
        focus === 'cover' || at === 1
          ? `Foto «${photo.alt}» ahora es la portada`
          : `Foto «${photo.alt}» movida a la posición ${at} de ${total}`,
      );
      if (focus !== 'cover') focusAfterMove(photo.id, focus);
    } catch (failure) {
      setPhotoError(photo.id, failureMessage(failure, PHOTO_FAILURE.update));
    }
  };

  const saveAlt = async (photo: HostPhoto, alt: string) => {
    setPhotoError(photo.id);
    try {
      const answer = await update.mutateAsync({ photoId: photo.id, alt });
      setAnnouncement(answer.message || PHOTO_MESSAGES.updated);
      return true;
    } catch (failure) {
      setPhotoError(photo.id, failureMessage(failure, PHOTO_FAILURE.update));
      return false;
    }
  };

  const confirmDelete = async () => {
    const photo = toDelete;
    if (!photo) return;
    setPhotoError(photo.id);
    try {
      const answer = await remove.mutateAsync(photo.id);
      setAnnouncement(answer.message || PHOTO_MESSAGES.deleted);
      setToDelete(null);
      listRef.current?.focus();
    } catch (failure) {
      setToDelete(null);
      setPhotoError(photo.id, failureMessage(failure, PHOTO_FAILURE.delete));
    }
  };

  const drop = (target: number) => {
    const from = photos.findIndex((p) => p.id === dragged);
    setDragged(null);
    setDragTarget(null);
    if (from < 0 || from === target) return;
    void move(photos[from], target, target < from ? 'before' : 'after');
  };

  const withAlt = photos.filter((p) => p.alt.trim()).length;

  return (
    <Stack gap="6">
      <Text color="fg.muted" fontSize="sm">
        JPEG, PNG, WebP o HEIC de hasta {PHOTO_LIMITS.maxBytes / (1024 * 1024)} MB cada una, de al
        menos {PHOTO_LIMITS.minWidth} × {PHOTO_LIMITS.minHeight} píxeles. La primera foto es la
        portada. Para publicar la cabaña necesitas al menos {PUBLISH_RULES.minPhotos} fotos con su
        texto alternativo ({withAlt} de {PUBLISH_RULES.minPhotos}).
      </Text>

      <Stack gap="3">
        <Box>
          <Button
            variant="outline"
            colorPalette="brand"
            disabled={uploading}
            onClick={() => inputRef.current?.click()}
          >
            Elegir fotos
          </Button>
          {/* The button opens the browser's file picker; the input itself stays out of sight. */}
          <input
            ref={inputRef}
            type="file"
            multiple
            hidden
            accept={PHOTO_LIMITS.accept}
            onChange={(event) => {
              void choose(event.target.files);
              event.target.value = '';
            }}
          />
        </Box>
        {refused.length > 0 && (
          <Box role="alert" borderWidth="1px" borderColor="red.300" borderRadius="md" p="3">
            <Text fontWeight="semibold">
              {refused.length === 1 ? 'Esta foto no se agregó:' : 'Estas fotos no se agregaron:'}
            </Text>
            <Stack as="ul" ps="5" gap="1" listStyleType="disc">
              {refused.map((item, index) => (
                <li key={`${item.name}-${index}`}>
                  <Text as="span" fontWeight="medium">
                    {item.name}
                  </Text>
                  :{' '}
                  <Text as="span" color={ERROR_TEXT_COLOR}>
                    {item.message}
                  </Text>
                </li>
              ))}
            </Stack>
          </Box>
        )}
        {pending.length > 0 && (
          <>
            <PendingList
              pending={pending}
              uploading={uploading}
              onAlt={(key, alt) => patchPending(key, { alt, altError: undefined })}
              onRemove={dropPending}
            />
            <Button
              colorPalette="brand"
              alignSelf="flex-start"
              loading={uploading}
              loadingText="Subiendo fotos..."
              onClick={() => void uploadAll()}
            >
              {pending.length === 1 ? 'Subir 1 foto' : `Subir ${pending.length} fotos`}
            </Button>
          </>
        )}
      </Stack>

      {photos.length === 0 ? (
        <Text>Esta cabaña aún no tiene fotos.</Text>
      ) : (
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted" id={`photo-order-help-${cabinId}`}>
            Arrastra una foto para cambiar su lugar, o usa sus botones 'Mover antes' y 'Mover
            después'.
          </Text>
          <Stack
            as="ul"
            ref={listRef}
            listStyleType="none"
            gap="3"
            aria-label="Fotos de la cabaña"
            tabIndex={-1}
            aria-describedby={`photo-order-help-${cabinId}`}
          >
            {photos.map((photo, index) => (
              <PhotoItem
                key={photo.id}
                photo={photo}
                index={index}
                count={photos.length}
                busy={busy}
                error={photoErrors[photo.id]}
                dragOver={dragTarget === index && dragged !== photo.id}
                onMove={(p, position, focus) => void move(p, position, focus)}
                onSaveAlt={saveAlt}
                onDelete={setToDelete}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(photo.id));
                  setDragged(photo.id);
                }}
                onDragOver={(event) => {
                  if (dragged === null) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  setDragTarget(index);
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  drop(index);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setDragTarget(null);
                }}
              />
            ))}
          </Stack>
        </Stack>
      )}

      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      {toDelete && (
        <DeletePhotoDialog
          photo={toDelete}
          number={photos.findIndex((p) => p.id === toDelete.id) + 1}
          deleting={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
        />
      )}
    </Stack>
  );
}
