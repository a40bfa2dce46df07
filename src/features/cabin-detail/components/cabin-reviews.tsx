import {
  Box,
  Button,
  Circle,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { CabinRating, CabinReview } from '../../../shared/types.ts';
import { useCabinReviews } from '../api/get-cabin-reviews.ts';
import { formatReviewDate, ratingLabel } from '../lib/rating.ts';
import { StarIcon } from '../../../components/icons/star.tsx';

const LATEST = 6;

function Stars({ value }: { value: number }) {
  const rounded = Math.round(value);
  return (
    <HStack gap="0.5" role="img" aria-label={`${rounded} de 5 estrellas`} color="fg">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} size={12} filled={n <= rounded} />
      ))}
    </HStack>
  );
}

function ReviewItem({ review }: { review: CabinReview }) {
  return (
    <Box as="article">
      <HStack gap="3" mb="2">
        <Circle size="10" bg="pine.600" color="white" fontWeight="bold" aria-hidden="true">
          {review.authorName.trim().charAt(0).toUpperCase() || '?'}
        </Circle>
        <Box>
          <Text fontWeight="semibold">{review.authorName}</Text>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
          </Text>
        </Box>
      </HStack>
      <Stars value={review.rating} />
      <Text mt="2" whiteSpace="pre-line">
        {review.comment}
      </Text>
    </Box>
  );
}

/** The average, the count and the latest reviews (real ones: docs/architecture.md "Departures from SPEC"). */
export function CabinReviews({ cabinId, rating }: { cabinId: string; rating: CabinRating }) {
  const [showAll, setShowAll] = useState(false);
  const hasReviews = rating.count > 0 && rating.average !== null;
  const reviewsQuery = useCabinReviews(cabinId, { enabled: hasReviews });
  const reviews = [...(reviewsQuery.data ?? [])].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  const visible = showAll ? reviews : reviews.slice(0, LATEST);

  return (
    <Box as="section" aria-labelledby="reviews-heading">
      <Heading
        as="h2"
        id="reviews-heading"
        size="lg"
        mb="5"
        display="flex"
        alignItems="center"
        gap="2"
      >
        <StarIcon size={20} />
        {hasReviews ? ratingLabel(rating) : 'Nuevo · sin reseñas todavía'}
      </Heading>
      {!hasReviews ? (
        <Text color="fg.muted">Sé de los primeros en hospedarte aquí y contar cómo te fue.</Text>
      ) : reviewsQuery.isPending ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" aria-busy="true">
          {[0, 1].map((n) => (
            <Stack key={n} gap="2">
              <Skeleton h="10" w="40" />
              <Skeleton h="16" />
            </Stack>
          ))}
        </SimpleGrid>
      ) : reviewsQuery.isError ? (
        <Text color="fg.muted">No pudimos cargar las reseñas en este momento.</Text>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="12" rowGap="8">
            {visible.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </SimpleGrid>
          {reviews.length > LATEST && (
            <Button
              mt="6"
              variant="outline"
              borderColor="fg"
              onClick={() => setShowAll((v) => !v)}
              aria-expanded={showAll}
            >
              {showAll ? 'Mostrar menos reseñas' : `Mostrar las ${reviews.length} reseñas`}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
