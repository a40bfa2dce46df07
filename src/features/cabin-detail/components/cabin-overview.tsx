import { Box, Heading, Text } from '@chakra-ui/react';
import type { Cabin } from '../../../shared/types.ts';
import { capacityLine, minimumStayLine } from '../lib/capacity.ts';

/** '{accomodationType} en {population}', the capacity line, the minimum stay and the description. */
export function CabinOverview({ cabin }: { cabin: Cabin }) {
  const minStay = minimumStayLine(cabin.propertyDetails.minNights);
  return (
    <Box as="section" aria-labelledby="overview-heading">
      <Heading as="h2" id="overview-heading" size="xl">
        {cabin.propertyDetails.accomodationType} en {cabin.location.population}
      </Heading>
      <Text mt="1" color="fg.muted">
        {capacityLine(cabin)}
      </Text>
      {minStay && (
        <Text
          mt="3"
          display="inline-block"
          fontSize="sm"
          fontWeight="medium"
          bg="pine.50"
          color="pine.800"
          px="3"
          py="1"
          borderRadius="full"
        >
          {minStay}
        </Text>
      )}
      <Text mt="6" whiteSpace="pre-line" lineHeight="tall">
        {cabin.accomodationDescription}
      </Text>
    </Box>
  );
}
