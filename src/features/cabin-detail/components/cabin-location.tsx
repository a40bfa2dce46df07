import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import type { Cabin } from '../../../shared/types.ts';
import { locationLine } from '../lib/capacity.ts';
import { DirectionsIcon, PinIcon } from './icons.tsx';

export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** Where it is, and a link to the directions in a new tab. */
export function CabinLocation({ cabin }: { cabin: Cabin }) {
  const { address, latitude, longitude } = cabin.location;
  return (
    <Box as="section" aria-labelledby="location-heading">
      <Heading as="h2" id="location-heading" size="lg" mb="4">
        Dónde vas a estar
      </Heading>
      <HStack align="start" gap="3">
        <Box color="brand.600" mt="0.5" flexShrink={0}>
          <PinIcon size={20} />
        </Box>
        <Box>
          <Text fontWeight="semibold">{locationLine(cabin)}</Text>
          {address && <Text color="fg.muted">{address}</Text>}
        </Box>
      </HStack>
      <Button asChild mt="4" variant="outline" borderColor="fg">
        <a href={directionsUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer">
          <DirectionsIcon size={16} />
          Cómo llegar
          <Box as="span" srOnly>
            {' '}
            (se abre en una pestaña nueva)
          </Box>
        </a>
      </Button>
    </Box>
  );
}
