import { Box, Button, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useState } from 'react';
import { ERROR_TEXT_COLOR, FormField } from '../../../components/form/form-field.tsx';
import { FormError } from '../../../components/form/form-error.tsx';
import { ServerForm } from '../../../components/form/server-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { failureMessage } from '../../../shared/auth-messages.ts';
import { addDays, isValidIsoDate, todayInMexico, weekdayOf } from '../../../shared/dates.ts';
import { formatMXNExact, nightsLabel } from '../../../shared/format.ts';
import { HOST_MESSAGES } from '../../../shared/host.ts';
import { HOST_LIMITS, pricingSchema, type PricingInput } from '../../../shared/validation/host.ts';
import type { HostCabinDetail, HostPricing } from '../api/host-cabin.ts';
import { useHostQuote, useSavePricing } from '../api/host-editor.ts';

export const PRICING_FAILURE = {
  failed: 'No se pudieron guardar los precios',
  unexpected: 'Ocurrió un error al guardar los precios',
};

interface SeasonValues {
  name: string;
  startDate: string;
  endDate: string;
  pricePerNight: string;
  minNights: string;
}

interface PricingValues {
  basePrice: string;
  weekendPrice: string;
  cleaningFee: string;
  minNights: string;
  seasonalRates: SeasonValues[];
}

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

function valuesOf(pricing: HostPricing): PricingValues {
  return {
    basePrice: text(pricing.basePrice),
    weekendPrice: text(pricing.weekendPrice),
    cleaningFee: text(pricing.cleaningFee || null),
    minNights: text(pricing.minNights),
    seasonalRates: pricing.seasonalRates.map((s) => ({
      name: s.name,
      startDate: s.startDate,
      endDate: s.endDate,
      pricePerNight: text(s.pricePerNight),
      minNights: text(s.minNights),
    })),
  };
}

const EMPTY_SEASON: SeasonValues = {
  name: '',
  startDate: '',
  endDate: '',
  pricePerNight: '',
  minNights: '',
};

const pesosProps = (min: number, max: number) =>
  ({ type: 'number', inputMode: 'decimal', min, max, step: '0.01' }) as const;
const nightsProps = {
  type: 'number',
  inputMode: 'numeric',
  min: 1,
  max: HOST_LIMITS.minNightsMax,
} as const;

/** The rule over all the seasons (two that overlap) is on the list, not on one field. */
function SeasonsError() {
  const { errors, submitCount } = useFormikContext<PricingValues>();
  const message = getIn(errors, 'seasonalRates') as unknown;
  if (!submitCount || typeof message !== 'string') return null;
  return (
    <Text role="alert" color={ERROR_TEXT_COLOR} fontSize="sm">
      {message}
    </Text>
  );
}

function Seasons() {
  const { values } = useFormikContext<PricingValues>();
  return (
    <FieldArray name="seasonalRates">
      {({ push, remove }) => (
        <Stack as="fieldset" gap="4">
          <Box as="legend" fontWeight="semibold" mb="1">
            Temporadas
          </Box>
          <Text color="fg.muted" fontSize="sm">
            Fechas con su propio precio por noche y, si quieres, su propia estancia mínima. Cada
            temporada cubre las noches desde su inicio hasta la noche anterior a su fin; dos
            temporadas no pueden traslaparse.
          </Text>
          {values.seasonalRates.map((_season, index) => (
            <Box
              key={index}
              role="group"
              aria-label={`Temporada ${index + 1}`}
              borderWidth="1px"
              rounded="lg"
              p="4"
            >
              <Stack gap="4">
                <TextField
                  name={`seasonalRates.${index}.name`}
                  label="Nombre de la temporada"
                  required
                  maxLength={HOST_LIMITS.seasonNameMax}
                  autoComplete="off"
                />
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  <TextField
                    name={`seasonalRates.${index}.startDate`}
                    label="Inicio (primera noche)"
                    type="date"
                    required
                  />
                  <TextField
                    name={`seasonalRates.${index}.endDate`}
                    label="Fin (día de salida)"
                    type="date"
                    required
                  />
                  <TextField
                    name={`seasonalRates.${index}.pricePerNight`}
                    label="Precio por noche en temporada (MXN)"
                    required
                    {...pesosProps(HOST_LIMITS.priceMin, HOST_LIMITS.priceMax)}
                  />
                  <TextField
                    name={`seasonalRates.${index}.minNights`}
                    label="Noches mínimas en temporada"
                    helperText="Vacío: las de la cabaña."
                    {...nightsProps}
                  />
                </SimpleGrid>
                <Button
                  variant="outline"
                  colorPalette="red"
                  alignSelf="flex-start"
                  onClick={() => remove(index)}
                >
                  Quitar temporada {index + 1}
                </Button>
              </Stack>
            </Box>
          ))}
          <SeasonsError />
          {values.seasonalRates.length < HOST_LIMITS.seasonsMax && (
            <Button
              variant="outline"
              colorPalette="brand"
              alignSelf="flex-start"
              onClick={() => push({ ...EMPTY_SEASON })}
            >
              Agregar temporada
            </Button>
          )}
        </Stack>
      )}
    </FieldArray>
  );
}

/** The first Friday after today: a sample stay of a weekend shows the weekend price at work. */
function sampleStay(today: string) {
  const ahead = (5 - weekdayOf(today) + 7) % 7 || 7;
  const checkIn = addDays(today, ahead);
  return { checkIn, checkOut: addDays(checkIn, 2) };
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="4" fontWeight={strong ? 'bold' : 'normal'}>
      <Text as="dt">{label}</Text>
      <Text as="dd">{value}</Text>
    </Flex>
  );
}

/** 'Vista previa': what a guest pays for sample dates, by the saved prices (the real quote). */
function PricePreview({ cabin }: { cabin: HostCabinDetail }) {
  const [stay, setStay] = useState(() => sampleStay(todayInMexico()));
  const ready =
    isValidIsoDate(stay.checkIn) && isValidIsoDate(stay.checkOut) && stay.checkOut > stay.checkIn;
  const hasPrice = cabin.pricing.basePrice != null;
  const quote = useHostQuote(cabin._id, hasPrice && ready ? stay : null, cabin.updatedAt);
  const pricing = quote.data?.pricing;
  return (
    <Stack
      as="section"
      aria-labelledby="price-preview-title"
      gap="4"
      borderWidth="1px"
      rounded="lg"
      p="4"
    >
      <Heading as="h2" size="md" id="price-preview-title">
        Vista previa: lo que paga un huésped
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        Con los precios guardados, comisión de servicio incluida.
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="Llegada de ejemplo">
          <Input
            type="date"
            value={stay.checkIn}
            onChange={(event) => setStay({ ...stay, checkIn: event.target.value })}
          />
        </FormField>
        <FormField label="Salida de ejemplo">
          <Input
            type="date"
            value={stay.checkOut}
            onChange={(event) => setStay({ ...stay, checkOut: event.target.value })}
          />
        </FormField>
      </SimpleGrid>
      <Box aria-live="polite">
        {!hasPrice ? (
          <Text>Guarda un precio por noche para ver cuánto pagaría un huésped.</Text>
        ) : !ready ? (
          <Text>Elige una salida posterior a la llegada.</Text>
        ) : quote.isError ? (
          <Text color={ERROR_TEXT_COLOR}>
            {failureMessage(quote.error, {
              failed: 'No se pudo calcular la vista previa',
              unexpected: 'No se pudo calcular la vista previa',
            })}
          </Text>
        ) : pricing ? (
          <Stack gap="2">
            <Stack as="dl" gap="1">
              <Line label={nightsLabel(pricing.nights)} value={formatMXNExact(pricing.basePrice)} />
              {pricing.cleaningFee ? (
                <Line label="Tarifa de limpieza" value={formatMXNExact(pricing.cleaningFee)} />
              ) : null}
              <Line label="Comisión de servicio" value={formatMXNExact(pricing.comisionServicio)} />
              <Line label="Total" value={formatMXNExact(pricing.totalPrice)} strong />
            </Stack>
            {quote.data && pricing.nights < quote.data.minNights && (
              <Text fontSize="sm" color="fg.muted">
                Con esa llegada se piden al menos {nightsLabel(quote.data.minNights)}: un huésped no
                podría reservar esta estancia.
              </Text>
            )}
          </Stack>
        ) : (
          <Text>Calculando...</Text>
        )}
      </Box>
    </Stack>
  );
}

/**
 * 'Precios' of the cabin editor: nightly, weekend (Friday and Saturday nights) and cleaning prices,
 * the minimum stay and the seasons, saved on their own (PUT pricing) with the shared schema; and a
 * preview of what a guest pays.
 */
export function PricingPanel({ cabin }: { cabin: HostCabinDetail }) {
  const save = useSavePricing(cabin._id);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="8">
      <ServerForm
        key={cabin.updatedAt}
        initialValues={valuesOf(cabin.pricing)}
        validationSchema={pricingSchema}
        onSubmit={async (values) => {
          setError(null);
          const answer = await save.mutateAsync(pricingSchema.cast(values) as PricingInput);
          toaster.create({ type: 'success', title: answer.message || HOST_MESSAGES.pricingSaved });
        }}
        onFailure={(failure) => setError(failureMessage(failure, PRICING_FAILURE))}
        aria-label="Precios de la cabaña"
      >
        <Stack gap="6">
          <Text color="fg.muted">
            Precios en pesos por noche, antes de la comisión de servicio que paga el huésped.
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField
              name="basePrice"
              label="Precio por noche (MXN)"
              required
              {...pesosProps(HOST_LIMITS.priceMin, HOST_LIMITS.priceMax)}
            />
            <TextField
              name="weekendPrice"
              label="Precio de fin de semana (MXN)"
              helperText="Noches de viernes y sábado. Vacío: el precio por noche."
              {...pesosProps(HOST_LIMITS.priceMin, HOST_LIMITS.priceMax)}
            />
            <TextField
              name="cleaningFee"
              label="Tarifa de limpieza (MXN)"
              helperText="Una vez por estancia."
              {...pesosProps(0, HOST_LIMITS.cleaningFeeMax)}
            />
            <TextField name="minNights" label="Noches mínimas" required {...nightsProps} />
          </SimpleGrid>
          <Seasons />
          <FormError message={error} />
          <SubmitButton loadingText="Guardando precios...">Guardar precios</SubmitButton>
        </Stack>
      </ServerForm>
      <PricePreview cabin={cabin} />
    </Stack>
  );
}
