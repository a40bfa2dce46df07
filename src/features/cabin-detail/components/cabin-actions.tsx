import { Box, Button, HStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useFavorite } from '../../../lib/favorites.ts';
import { ShareIcon } from './icons.tsx';
import { HeartIcon } from '../../../components/icons/heart.tsx';

export const LINK_COPIED = 'Enlace copiado';
const COPY_FAILED = 'No se pudo copiar el enlace';

/** Share (Web Share API, else copy the link) and save (a local heart). */
export function CabinActions({ cabinId, cabinName }: { cabinId: string; cabinName: string }) {
  const [saved, toggleSaved] = useFavorite(cabinId);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 3000);
    return () => clearTimeout(timer);
  }, [notice]);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: cabinName, text: `${cabinName} en Refugio`, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNotice(LINK_COPIED);
    } catch {
      setNotice(COPY_FAILED);
    }
  };

  return (
    <Box position="relative">
      <HStack gap="1">
        <Button variant="ghost" size="sm" onClick={share} textDecoration="underline">
          <ShareIcon size={16} />
          Compartir
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={saved}
          onClick={toggleSaved}
          textDecoration="underline"
        >
          <Box as="span" color={saved ? 'brand.600' : undefined} display="inline-flex">
            <HeartIcon size={16} filled={saved} />
          </Box>
          Guardar
        </Button>
      </HStack>
      <Box
        role="status"
        position="absolute"
        right="0"
        top="100%"
        mt="1"
        zIndex="1"
        whiteSpace="nowrap"
      >
        {notice && (
          <Box bg="fg" color="bg" fontSize="sm" px="3" py="1.5" borderRadius="md" shadow="md">
            {notice}
          </Box>
        )}
      </Box>
    </Box>
  );
}
