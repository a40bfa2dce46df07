import { Box, Button, Dialog, Image, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { mediaUrl } from '../../../shared/media.ts';
import type { HostPhoto } from '../api/host-photos.ts';

/**
 * 'Eliminar' of a photo asks first. Mounted only while open (see the note on CabinPhotosDialog);
 * 'Cancelar' has the focus, so Enter pressed by habit deletes nothing.
 */
export function DeletePhotoDialog({
  photo,
  number,
  deleting,
  onConfirm,
  onCancel,
}: {
  photo: HostPhoto;
  number: number;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      onOpenChange={(event) => {
        if (!event.open && !deleting) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>¿Eliminar la foto {number}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box aspectRatio={4 / 3} maxW="60" bg="bg.muted" mb="3">
                <Image
                  src={mediaUrl(photo.path, 'sm')}
                  alt={photo.alt}
                  w="full"
                  h="full"
                  objectFit="cover"
                />
              </Box>
              <Text>La foto se quita de la cabaña y no se puede recuperar.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={deleting}>
                Cancelar
              </Button>
              <Button
                colorPalette="red"
                loading={deleting}
                loadingText="Eliminando..."
                onClick={onConfirm}
              >
                Eliminar foto
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
