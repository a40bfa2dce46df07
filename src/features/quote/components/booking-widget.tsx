import {
  Box,
  Button,
  Center,
  chakra,
  Grid,
  HStack,
  Popover,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState, type ComponentProps, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { cabinPolicySentence } from '../../../shared/cancellation-policy.ts';
import { nightsBetween, todayInMexico } from '../../../shared/dates.ts';
import { formatDateShort, formatMXN, nightsLabel } from '../../../shared/format.ts';
import { displayNightlyPrice } from '../../../shared/pricing.ts';
import type { Cabin } from '../../../shared/types.ts';
import {
  defaultGuests,
  isStayFree,
  validateBookingDates,
} from '../../../shared/validation/booking-dates.ts';
import { OfflineError, useQuote } from '../api/create-quote.ts';
import { useAvailability } from '../api/get-availability.ts';
import { guestLimits, quoteRequestFor } from '../lib/stay-request.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useStayParams } from '../hooks/use-stay-params.ts';
import { buildBookingSummary } from '../lib/booking-summary.ts';
import {
  OFFLINE_MESSAGE,
  actionLabel,
  interpretQuote,
  type WidgetStatus,
} from '../lib/quote-status.ts';
import { GuestsStepper } from './guests-stepper.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import type { DateField } from './stay-calendar.tsx';

// The calendar (react-day-picker + date-fns) loads only when a date field is opened.
const StayCalendar = lazy(() =>
  import('./stay-calendar.tsx').then((m) => ({ default: m.StayCalendar })),
);

/** SPEC §9: the quote is requested 500 ms after dates and guests are set and valid. */
export const QUOTE_DELAY = 500;

const FieldButton = chakra('button');

function DateFieldButton({
  label,
  date,
  active,
  ...rest
}: {
  label: string;
  date: string | null;
  active: boolean;
} & ComponentProps<typeof FieldButton>) {
  return (
    <FieldButton
      type="button"
      textAlign="start"
      px="3"
      py="2.5"
      minW="0"
      borderRadius="lg"
      outline={active ? '2px solid' : undefined}
      outlineColor={active ? 'fg' : undefined}
      outlineOffset="-2px"
      bg={active ? 'bg' : undefined}
      _hover={{ bg: active ? 'bg' : 'bg.muted' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '-3px' }}
      {...rest}
    >
      <Text as="span" display="block" fontSize="2xs" fontWeight="bold" letterSpacing="wider">
        {label}
      </Text>
      <Text as="span" display="block" fontSize="sm" color={date ? 'fg' : 'fg.muted'} truncate>
        {date ? formatDateShort(date) : 'Agregar fecha'}
      </Text>
    </FieldButton>
  );
}

/**
 * The booking widget (SPEC §2): nightly price, LLEGADA/SALIDA calendars, HUÉSPEDES stepper, the live
 * quote and 'Reservar'. On phones a bar fixed at the bottom carries the price and the action.
 */
export function BookingWidget({ cabin }: { cabin: Cabin }) {
  const navigate = useNavigate();
  const { minNights } = cabin.propertyDetails;
  const limits = guestLimits(cabin);
  const minGuests = defaultGuests(limits.minOccupancy);
  const maxGuests = limits.maxOccupancy;
  const [stay, setStay, flushStay] = useStayParams(limits);
  const [picker, setPicker] = useState<DateField | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  const availability = useAvailability(cabin._id);
  const today = availability.data?.today ?? todayInMexico();
  const occupied = availability.data?.occupied ?? [];

  const { checkIn, checkOut, guests } = stay;
  const dateErrors = validateBookingDates({ checkIn, checkOut }, today);
  const dateError = dateErrors.checkIn ?? dateErrors.checkOut ?? null;
  const request = quoteRequestFor(cabin._id, stay, today);
  const requestKey = request ? `${checkIn}|${checkOut}|${guests}` : null;
  const sentKey = useDebouncedValue(requestKey, QUOTE_DELAY);
  const quote = useQuote(request && sentKey === requestKey ? request : null);

  let status: WidgetStatus;
  if (dateError) status = { kind: 'invalid-dates', message: dateError };
  else if (!request) status = { kind: 'needs-dates' };
  else if (sentKey !== requestKey || quote.isFetching || quote.isPending)
    status = { kind: 'checking' };
  else if (quote.error instanceof OfflineError)
    status = { kind: 'offline', message: OFFLINE_MESSAGE };
  else if (quote.data)
    status = interpretQuote(quote.data, nightsBetween(request.checkIn, request.checkOut));
  else status = interpretQuote({ success: false, available: true }, 0);

  // The day the calendar should open on: the chosen date of the field, else the first one offered.
  const dayToFocus = () => {
    const chosen = picker === 'checkOut' ? checkOut : checkIn;
    const content = contentRef.current;
    return (
      (chosen && content?.querySelector<HTMLElement>(`[data-day="${chosen}"] button`)) ||
      content?.querySelector<HTMLElement>('.rdp-day_button[tabindex="0"]') ||
      null
    );
  };
  // The calendar's code may still be loading when the popover opens, so the popover's initial
  // focus lands on a button after it: once the days are there, the focus moves onto the day.
  const onCalendarReady = () => {
    const content = contentRef.current;
    const active = document.activeElement;
    if (!content || !active || !content.contains(active) || active.closest('.rdp-root')) return;
    dayToFocus()?.focus();
  };

  const openPicker = (field: DateField) =>
    setPicker(field === 'checkOut' && !checkIn ? 'checkIn' : field);

  // The triggers switch fields themselves (preventDefault keeps Ark's own toggle out of it): Ark's
  // controlled triggerValue change event was found to be dropped now and then.
  const onFieldClick = (field: DateField) => (event: MouseEvent) => {
    event.preventDefault();
    if (picker !== null && (picker === field || (field === 'checkOut' && !checkIn)))
      setPicker(null);
    else openPicker(field);
  };

  const selectDate = (iso: string) => {
    if (picker === 'checkIn' || !checkIn) {
      const keepCheckOut = !!checkOut && checkOut > iso && isStayFree(iso, checkOut, occupied);
      setStay((s) => ({ ...s, checkIn: iso, checkOut: keepCheckOut ? s.checkOut : null }));
      setPicker('checkOut');
    } else {
      setStay((s) => ({ ...s, checkOut: iso }));
      setPicker(null);
    }
  };

  const reserve = () => {
    if (status.kind !== 'ready' || !checkIn || !checkOut) return;
    // The stay goes into this page's address now, not a second later on top of /checkout's.
    flushStay();
    navigate(paths.checkout.getHref(), {
      state: buildBookingSummary(cabin, { checkIn, checkOut, guests }, status.quote),
    });
  };

  const onAction = () => {
    if (status.kind === 'ready') reserve();
    else openPicker(checkIn ? 'checkOut' : 'checkIn');
  };

  const onPhoneAction = () => {
    if (status.kind === 'ready') return reserve();
    cardRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    if (!checkIn || !checkOut) openPicker(checkIn ? 'checkOut' : 'checkIn');
  };

  const nightly = formatMXN(displayNightlyPrice(cabin));
  const pickerTitle =
    picker === 'checkOut' ? 'Elige la fecha de salida' : 'Elige la fecha de llegada';
  const actionDisabled =
    status.kind === 'checking' ||
    status.kind === 'unavailable' ||
    status.kind === 'offline' ||
    status.kind === 'failed';
  const message =
    status.kind === 'invalid-dates' ||
    status.kind === 'offline' ||
    status.kind === 'unavailable' ||
    status.kind === 'failed'
      ? status.message
      : null;

  return (
    <>
      <Box
        ref={cardRef}
        as="section"
        aria-label="Reserva"
        borderWidth="1px"
        borderColor="border"
        borderRadius="2xl"
        p={{ base: '5', md: '6' }}
        shadow={{ base: 'none', lg: 'lg' }}
        bg="bg"
        scrollMarginTop="24"
      >
        <HStack align="baseline" gap="1" mb="5">
          <Text fontSize="2xl" fontWeight="bold">
            {nightly}
          </Text>
          <Text color="fg.muted">noche</Text>
        </HStack>

        <Box borderWidth="1px" borderColor="border.emphasized" borderRadius="lg">
          <Popover.Root
            open={picker !== null}
            onOpenChange={(e) => {
              if (!e.open) setPicker(null);
            }}
            triggerValue={picker}
            positioning={{ placement: 'bottom-end', gutter: 8 }}
            initialFocusEl={dayToFocus}
          >
            <Popover.Anchor asChild>
              <Grid
                templateColumns="1fr 1fr"
                borderBottomWidth="1px"
                borderColor="border.emphasized"
              >
                <Popover.Trigger value="checkIn" asChild>
                  <DateFieldButton
                    label="LLEGADA"
                    onClick={onFieldClick('checkIn')}
                    date={checkIn}
                    active={picker === 'checkIn'}
                    borderEndRadius="0"
                    borderEndWidth="1px"
                    borderColor="border.emphasized"
                  />
                </Popover.Trigger>
                <Popover.Trigger value="checkOut" asChild>
                  <DateFieldButton
                    label="SALIDA"
                    onClick={onFieldClick('checkOut')}
                    date={checkOut}
                    active={picker === 'checkOut'}
                    borderStartRadius="0"
                  />
                </Popover.Trigger>
              </Grid>
            </Popover.Anchor>
            {/* Mounted only while open: no exit animation, so no presence race (chakra-ui#10769). */}
            {picker && (
              <Portal>
                <Popover.Positioner>
                  <Popover.Content
                    ref={contentRef}
                    width="auto"
                    maxW="calc(100vw - 16px)"
                    aria-label={pickerTitle}
                  >
                    <Popover.Body p="4">
                      <Popover.Title fontWeight="semibold" mb="1">
                        {pickerTitle}
                      </Popover.Title>
                      <Popover.Description fontSize="sm" color="fg.muted" mb="2">
                        {minNights > 1
                          ? `Estancia mínima: ${minNights} noches`
                          : 'Las fechas tachadas ya están ocupadas'}
                      </Popover.Description>
                      <Suspense
                        fallback={
                          <Center w="280px" h="316px">
                            <Spinner
                              color="brand.600"
                              role="status"
                              aria-label="Cargando calendario"
                            />
                          </Center>
                        }
                      >
                        <StayCalendar
                          field={picker}
                          checkIn={checkIn}
                          checkOut={checkOut}
                          today={today}
                          occupied={occupied}
                          onSelect={selectDate}
                          onReady={onCalendarReady}
                        />
                      </Suspense>
                      <HStack justify="space-between" mt="2">
                        <Button
                          variant="plain"
                          size="sm"
                          textDecoration="underline"
                          px="1"
                          disabled={!checkIn && !checkOut}
                          onClick={() => {
                            setStay((s) => ({ ...s, checkIn: null, checkOut: null }));
                            setPicker('checkIn');
                          }}
                        >
                          Borrar fechas
                        </Button>
                        <Button size="sm" colorPalette="gray" onClick={() => setPicker(null)}>
                          Cerrar
                        </Button>
                      </HStack>
                    </Popover.Body>
                  </Popover.Content>
                </Popover.Positioner>
              </Portal>
            )}
          </Popover.Root>

          <GuestsStepper
            value={guests}
            min={minGuests}
            max={maxGuests}
            onChange={(value) => setStay((s) => ({ ...s, guests: value }))}
          />
        </Box>

        <Box aria-live="polite" aria-atomic="true">
          {message && (
            <Box
              mt="4"
              px="3"
              py="2.5"
              borderRadius="md"
              bg={status.kind === 'offline' ? 'bg.muted' : 'red.50'}
              color={status.kind === 'offline' ? 'fg' : 'red.800'}
              fontSize="sm"
            >
              <Text fontWeight="medium">{message}</Text>
              {status.kind === 'failed' && status.detail && <Text mt="1">{status.detail}</Text>}
            </Box>
          )}
        </Box>
        {(status.kind === 'failed' || status.kind === 'offline') && (
          <Button mt="2" size="sm" variant="outline" onClick={() => quote.refetch()}>
            Reintentar
          </Button>
        )}

        <Button
          mt="4"
          w="full"
          size="lg"
          colorPalette="brand"
          disabled={actionDisabled}
          onClick={onAction}
        >
          {actionLabel(status, cabin.bookingMode === 'request')}
        </Button>
        <Text mt="3" fontSize="sm" color="fg.muted" textAlign="center">
          {cabinPolicySentence(cabin.cancellationPolicy, checkIn, today)}
        </Text>

        {status.kind === 'ready' && (
          <Box mt="5" borderTopWidth="1px" borderColor="border.muted" pt="4">
            <HStack justify="space-between" mb="3" fontWeight="semibold">
              <Text>Total por {nightsLabel(status.quote.nights)}</Text>
              <Text>{formatMXN(status.quote.totalPrice)}</Text>
            </HStack>
            <PriceBreakdown quote={status.quote} />
          </Box>
        )}
      </Box>

      <Box
        as="aside"
        aria-label="Resumen de la reserva"
        hideFrom="lg"
        position="fixed"
        insetX="0"
        bottom="0"
        zIndex="sticky"
        bg="bg"
        borderTopWidth="1px"
        borderColor="border"
        px="4"
        py="3"
        pb="calc(0.75rem + env(safe-area-inset-bottom))"
        shadow="0 -4px 12px rgba(0,0,0,0.06)"
      >
        <HStack justify="space-between" gap="4" maxW="3xl" mx="auto">
          <Stack gap="0" minW="0">
            {status.kind === 'ready' ? (
              <>
                <Text fontWeight="bold">{formatMXN(status.quote.totalPrice)}</Text>
                <Text fontSize="sm" color="fg.muted" truncate>
                  Total por {nightsLabel(status.quote.nights)}
                </Text>
              </>
            ) : (
              <>
                <Text>
                  <Text as="span" fontWeight="bold">
                    {nightly}
                  </Text>{' '}
                  noche
                </Text>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {checkIn && checkOut
                    ? `${formatDateShort(checkIn)} – ${formatDateShort(checkOut)}`
                    : 'Agrega tus fechas'}
                </Text>
              </>
            )}
          </Stack>
          <Button
            colorPalette="brand"
            size="lg"
            flexShrink={0}
            disabled={status.kind === 'checking' || status.kind === 'offline'}
            onClick={onPhoneAction}
          >
            {actionLabel(status, cabin.bookingMode === 'request')}
          </Button>
        </HStack>
      </Box>
    </>
  );
}
