import {
  Box,
  Button,
  chakra,
  Flex,
  HStack,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormError } from '../../../components/form/form-error.tsx';
import { ERROR_TEXT_COLOR, FormField } from '../../../components/form/form-field.tsx';
import { StarIcon } from '../../../components/icons/star.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateLong, formatDateSpelled } from '../../../shared/format.ts';
import { mexicoCityDate } from '../../../shared/dates.ts';
import {
  REVIEW_CATEGORIES,
  REVIEW_LIMITS,
  REVIEW_TEXTS,
  reviewDraftErrors,
  type GuestReview,
  type ReviewCategories,
  type ReviewDraft,
  type StayReview,
} from '../../../shared/reviews.ts';
import { useSubmitReview } from '../api/submit-review.ts';

/** Five stars as one picture, for a review already written. */
function Stars({ value, size = 16 }: { value: number; size?: number }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`${value} de 5 estrellas`} color="fg">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} size={size} filled={n <= value} />
      ))}
    </HStack>
  );
}

/**
 * Choosing 1 to 5 stars: a group of native radio buttons (Tab reaches the group, the arrow keys
 * move the choice, Space picks), drawn as stars. The radios stay in the page for assistive
 * technology; the star of the focused radio shows the focus ring.
 */
function StarRatingInput({
  name,
  label,
  value,
  onChange,
  error,
  size = 28,
}: {
  name: string;
  label: string;
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
  size?: number;
}) {
  const errorId = useId();
  return (
    <Box
      as="fieldset"
      borderWidth="0"
      p="0"
      m="0"
      minW="0"
      aria-describedby={error ? errorId : undefined}
    >
      <Text as="legend" fontWeight="medium" mb="1">
        {label}
      </Text>
      <HStack gap="1">
        {[1, 2, 3, 4, 5].map((n) => (
          <Box
            as="label"
            key={n}
            cursor="pointer"
            color="fg"
            borderRadius="sm"
            p="0.5"
            css={{
              '&:has(input:focus-visible)': {
                outline: '2px solid',
                outlineColor: 'var(--chakra-colors-brand-600, currentColor)',
                outlineOffset: '1px',
              },
            }}
          >
            <chakra.input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              srOnly
            />
            <StarIcon size={size} filled={value !== null && n <= value} />
            <VisuallyHidden>{REVIEW_TEXTS.stars(n)}</VisuallyHidden>
          </Box>
        ))}
      </HStack>
      {error && (
        <Text id={errorId} fontSize="sm" color={ERROR_TEXT_COLOR} mt="1">
          {error}
        </Text>
      )}
    </Box>
  );
}

function WrittenReview({ review }: { review: GuestReview }) {
  const date = formatDateSpelled(mexicoCityDate(new Date(review.createdAt)));
  return (
    <Stack gap="3" aria-label={REVIEW_TEXTS.yourReview} role="group">
      <Flex gap="3" align="center" wrap="wrap">
        <Stars value={review.rating} />
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={review.createdAt}>{date}</time>
        </Text>
      </Flex>
      <SimpleGrid as="dl" columns={{ base: 2, sm: 3 }} gap="2" fontSize="sm">
        {REVIEW_CATEGORIES.map(({ key, label }) => (
          <Box key={key}>
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontWeight="medium">
              {review.categories[key]} de 5
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Text whiteSpace="pre-line">{review.comment}</Text>
    </Stack>
  );
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return REVIEW_TEXTS.offline;
    if (error.message) return error.message;
  }
  return REVIEW_TEXTS.failed;
}

const EMPTY: ReviewDraft = { rating: null, categories: {}, comment: '' };

function ReviewForm({
  clientId,
  reservationId,
  cabinId,
  cabinName,
  onCancel,
  onSent,
}: {
  clientId: string;
  reservationId: string;
  cabinId: string;
  cabinName: string;
  onCancel: () => void;
  onSent: (review: GuestReview) => void;
}) {
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSubmitReview(clientId, cabinId);
  const formId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = reviewDraftErrors(draft);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    submit.mutate(
      {
        reservationId,
        rating: draft.rating!,
        categories: draft.categories as ReviewCategories,
        comment: draft.comment.trim(),
      },
      {
        onSuccess: onSent,
        onError: (error) => {
          const fields = (error as ApiError).body as { fields?: Record<string, string> } | null;
          if (fields?.fields) setErrors(fields.fields);
          setFailure(failureMessage(error));
        },
      },
    );
  };

  const length = draft.comment.trim().length;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${formId}-title`}>
      <Stack
        gap="5"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="lg"
        p={{ base: '4', md: '5' }}
      >
        <Heading as="h3" size="md" id={`${formId}-title`}>
          {REVIEW_TEXTS.formTitle}: {cabinName}
        </Heading>
        <StarRatingInput
          name={`${formId}-rating`}
          label={REVIEW_TEXTS.overall}
          value={draft.rating}
          onChange={(rating) => setDraft((d) => ({ ...d, rating }))}
          error={errors.rating}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {REVIEW_CATEGORIES.map(({ key, label }) => (
            <StarRatingInput
              key={key}
              name={`${formId}-${key}`}
              label={label}
              size={22}
              value={draft.categories[key] ?? null}
              onChange={(n) =>
                setDraft((d) => ({ ...d, categories: { ...d.categories, [key]: n } }))
              }
              error={errors[`categories.${key}`]}
            />
          ))}
        </SimpleGrid>
        <FormField
          label={REVIEW_TEXTS.comment}
          required
          error={errors.comment}
          helper={`${REVIEW_TEXTS.commentHelp} ${length}/${REVIEW_LIMITS.commentMax}`}
        >
          <Textarea
            name="comment"
            rows={5}
            maxLength={REVIEW_LIMITS.commentMax + 200}
            value={draft.comment}
            onChange={(event) => setDraft((d) => ({ ...d, comment: event.target.value }))}
          />
        </FormField>
        <FormError message={failure} />
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={submit.isPending}>
            {submit.isPending ? REVIEW_TEXTS.submitting : REVIEW_TEXTS.submit}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={submit.isPending}>
            {REVIEW_TEXTS.cancel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/**
 * A finished stay's review on the trip page and its Mis reservas card: 'Calificar estancia' opens
 * the form while the window is open; once sent (or written before) the review itself shows.
 */
export function StayReviewPanel({
  clientId,
  reservationId,
  cabinId,
  cabinName,
  review,
  initiallyOpen = false,
}: {
  clientId: string;
  reservationId: string;
  cabinId: string;
  cabinName: string;
  review: StayReview | null | undefined;
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (initiallyOpen) panel.current?.scrollIntoView?.({ block: 'start' });
  }, [initiallyOpen]);
  const [sent, setSent] = useState<GuestReview | null>(null);
  if (!review) return null;
  const written = sent ?? review.review;

  if (written) {
    return (
      <Stack gap="3">
        <Heading as="h3" size="md">
          {REVIEW_TEXTS.yourReview}
        </Heading>
        {sent && (
          <Text role="status" color="green.700" fontWeight="medium">
            {REVIEW_TEXTS.sent}
          </Text>
        )}
        <WrittenReview review={written} />
      </Stack>
    );
  }
  if (review.status === 'closed') {
    return <Text color="fg.muted">{REVIEW_TEXTS.closed}</Text>;
  }
  return (
    <Stack gap="3" ref={panel}>
      {!open && (
        <>
          <Text>{REVIEW_TEXTS.deadline(formatDateLong(review.deadline))}</Text>
          <Button
            colorPalette="brand"
            alignSelf="flex-start"
            onClick={() => setOpen(true)}
            aria-label={`${REVIEW_TEXTS.rate} en ${cabinName}`}
          >
            <StarIcon size={16} />
            {REVIEW_TEXTS.rate}
          </Button>
        </>
      )}
      {open && (
        <ReviewForm
          clientId={clientId}
          reservationId={reservationId}
          cabinId={cabinId}
          cabinName={cabinName}
          onCancel={() => setOpen(false)}
          onSent={(r) => {
            setSent(r);
            setOpen(false);
          }}
        />
      )}
    </Stack>
  );
}
