import {
  Alert,
  Box,
  HStack,
  Heading,
  Image,
  Input,
  InputGroup,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { FormField } from '../../../components/form/form-field.tsx';
import { PhoneInput } from '../../../components/form/phone-input.tsx';
import { CARD_LIMITS, detectCardBrand } from '../../../shared/card.ts';
import { CHECKOUT_LIMITS } from '../../../shared/checkout-rules.ts';
import { PAYMENT_TEST_MODE_NOTICE } from '../../../shared/payment-errors.ts';
import { CARD_BACK_LOGO, CARD_LOGOS, CardBrandLogo, PROVIDER_LOGO } from './card-brand-logo.tsx';
import type { SectionProps } from './guest-info-section.tsx';
import { LockIcon } from './icons.tsx';

/**
 * Card fields (tokenized in the browser, never sent to our API) and the billing contact. `testMode`:
 * a sandbox takes the payment, and the guest is told nothing real is charged.
 */
export function PaymentSection({
  values,
  errorFor,
  onChange,
  disabled,
  testMode,
}: SectionProps & { testMode: boolean }) {
  const brand = detectCardBrand(values.cardNumber);
  const bind = (field: keyof typeof values) => ({
    name: field,
    value: values[field],
    disabled,
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });
  const cardMaxLength = CARD_LIMITS.numberMax + Math.floor((CARD_LIMITS.numberMax - 1) / 4);

  return (
    <Box as="section" aria-labelledby="payment-title">
      <HStack justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <Heading as="h2" id="payment-title" size="lg">
          Información de pago
        </Heading>
        <HStack
          gap="1.5"
          aria-label="Tarjetas aceptadas: Visa, Mastercard y American Express"
          role="img"
        >
          {Object.values(CARD_LOGOS).map((src) => (
            <Image key={src} src={src} alt="" h="5" w="auto" htmlWidth={32} htmlHeight={20} />
          ))}
        </HStack>
      </HStack>

      <Stack gap="4">
        {testMode && (
          <Alert.Root status="warning" rounded="lg" variant="subtle" data-testid="test-mode-notice">
            <Alert.Indicator />
            <Alert.Title>{PAYMENT_TEST_MODE_NOTICE}</Alert.Title>
          </Alert.Root>
        )}
        <FormField label="Número de tarjeta" required error={errorFor('cardNumber')}>
          <InputGroup
            endElement={<CardBrandLogo brand={brand} data-testid="card-brand-logo" />}
            endElementProps={{ pointerEvents: 'none' }}
          >
            <Input
              {...bind('cardNumber')}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 5678 9012 3456"
              maxLength={cardMaxLength}
              fontFamily="mono"
              letterSpacing="wider"
            />
          </InputGroup>
        </FormField>

        <SimpleGrid columns={{ base: 3 }} gap={{ base: '3', sm: '4' }}>
          <FormField label="Mes" required error={errorFor('expiryMonth')}>
            <Input
              {...bind('expiryMonth')}
              inputMode="numeric"
              autoComplete="cc-exp-month"
              placeholder="MM"
              maxLength={2}
            />
          </FormField>
          <FormField label="Año" required error={errorFor('expiryYear')}>
            <Input
              {...bind('expiryYear')}
              inputMode="numeric"
              autoComplete="cc-exp-year"
              placeholder="AA"
              maxLength={2}
            />
          </FormField>
          <FormField label="CVV" required error={errorFor('cvv')}>
            <InputGroup
              endElement={
                <Image src={CARD_BACK_LOGO} alt="" h="5" w="auto" htmlWidth={32} htmlHeight={20} />
              }
              endElementProps={{ pointerEvents: 'none', display: { base: 'none', sm: 'flex' } }}
            >
              <Input
                {...bind('cvv')}
                type="password"
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder={brand === 'amex' ? '1234' : '123'}
                maxLength={CARD_LIMITS.cvvMax}
                aria-describedby="cvv-hint"
              />
            </InputGroup>
          </FormField>
        </SimpleGrid>
        <Text id="cvv-hint" fontSize="xs" color="fg.muted" mt="-2">
          El CVV son los 3 dígitos al reverso de la tarjeta (4 al frente en American Express).
        </Text>

        <FormField label="Nombre del titular" required error={errorFor('holderName')}>
          <Input
            {...bind('holderName')}
            autoComplete="cc-name"
            placeholder="COMO APARECE EN LA TARJETA"
            maxLength={CARD_LIMITS.holderMax}
          />
        </FormField>

        <Heading as="h3" size="md" mt="2">
          Datos de facturación
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Correo de facturación" required error={errorFor('billingEmail')}>
            <Input {...bind('billingEmail')} type="email" autoComplete="email" inputMode="email" />
          </FormField>
          <FormField
            label="Teléfono de facturación"
            required
            error={errorFor('billingPhone')}
            helper="10 dígitos, sin espacios"
          >
            <PhoneInput {...bind('billingPhone')} maxLength={CHECKOUT_LIMITS.phoneDigits} />
          </FormField>
        </SimpleGrid>

        <Box bg="bg.muted" rounded="lg" px="4" py="3" fontSize="sm" color="fg.muted">
          <HStack gap="2" wrap="wrap">
            <LockIcon width={16} height={16} />
            <Text>Pago seguro procesado por</Text>
            <Image
              src={PROVIDER_LOGO}
              alt="Openpay"
              h="5"
              w="auto"
              htmlWidth={88}
              htmlHeight={20}
            />
          </HStack>
          <Text mt="1">
            Los datos de tu tarjeta van directo al procesador de pagos; Refugio nunca los guarda.
          </Text>
        </Box>
      </Stack>
    </Box>
  );
}
