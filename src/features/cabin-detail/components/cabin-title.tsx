import { Box, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { Cabin } from '../../../shared/types.ts';
import { locationLine } from '../lib/capacity.ts';
import { ratingLabel } from '../lib/rating.ts';
import { CabinActions } from './cabin-actions.tsx';
import { StarIcon } from '../../../components/icons/star.tsx';

/** The name (h1), the rating, 'population, state', share and save. */
export function CabinTitle({ cabin }: { cabin: Cabin }) {
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', md: 'end' }}
      gap={{ base: '2', md: '6' }}
      py={{ base: '4', md: '6' }}
    >
      <Box minW="0">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="short">
          {cabin.propertyDetails.name}
        </Heading>
        <HStack mt="1.5" gap="2" wrap="wrap" fontSize={{ base: 'sm', md: 'md' }}>
          <HStack gap="1" fontWeight="semibold">
            <StarIcon size={14} />
            <Text as="span">{ratingLabel(cabin.rating)}</Text>
          </HStack>
          <Text as="span" aria-hidden="true">
            ·
          </Text>
          <Text as="span" color="fg.muted">
            {locationLine(cabin)}
          </Text>
        </HStack>
      </Box>
      <Box alignSelf={{ base: 'start', md: 'end' }} ms={{ base: '-3', md: '0' }}>
        <CabinActions cabinId={cabin._id} cabinName={cabin.propertyDetails.name} />
      </Box>
    </Flex>
  );
}
