import { Box, Heading, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormField } from '../../../components/form/form-field.tsx';
import { PhoneInput } from '../../../components/form/phone-input.tsx';
import {
  CHECKOUT_LIMITS,
  type CheckoutField,
  type CheckoutFormValues,
} from '../../../shared/checkout-rules.ts';

export interface SectionProps {
  values: CheckoutFormValues;
  errorFor: (field: CheckoutField) => string | undefined;
  onChange: (field: CheckoutField, value: string) => void;
  disabled: boolean;
}

/** Guest information: names, e-mail, phone and the optional special requests. */
export function GuestInfoSection({
  values,
  errorFor,
  onChange,
  disabled,
  prefilled,
}: SectionProps & { prefilled: boolean }) {
  const bind = (field: CheckoutField) => ({
    name: field,
    value: values[field],
    disabled,
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });
  return (
    <Box as="section" aria-labelledby="guest-info-title">
      <Heading as="h2" id="guest-info-title" size="lg" mb="1">
        Información del huésped
      </Heading>
      {prefilled && (
        <Text fontSize="sm" color="pine.700" mb="4">
          Datos cargados automáticamente desde tu perfil
        </Text>
      )}
      <Stack gap="4" mt={prefilled ? 0 : 4}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Nombre" required error={errorFor('firstName')}>
            <Input
              {...bind('firstName')}
              autoComplete="given-name"
              maxLength={CHECKOUT_LIMITS.nameMax}
            />
          </FormField>
          <FormField label="Apellido" required error={errorFor('lastName')}>
            <Input
              {...bind('lastName')}
              autoComplete="family-name"
              maxLength={CHECKOUT_LIMITS.nameMax}
            />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Correo electrónico" required error={errorFor('email')}>
            <Input {...bind('email')} type="email" autoComplete="email" inputMode="email" />
          </FormField>
          <FormField
            label="Teléfono"
            required
            error={errorFor('phone')}
            helper="10 dígitos, sin espacios"
          >
            <PhoneInput {...bind('phone')} />
          </FormField>
        </SimpleGrid>
        <FormField
          label="Solicitudes especiales"
          error={errorFor('specialRequests')}
          helper="Opcional: hora de llegada, necesidades de accesibilidad, etc."
        >
          <Textarea
            {...bind('specialRequests')}
            rows={3}
            maxLength={CHECKOUT_LIMITS.specialRequestsMax}
            resize="vertical"
          />
        </FormField>
      </Stack>
    </Box>
  );
}
