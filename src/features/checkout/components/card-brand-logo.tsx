import { Image, type ImageProps } from '@chakra-ui/react';
import { CARD_BRAND_LABELS, type CardBrand } from '../../../shared/card.ts';

/** Our own brand marks in public/cards (SPEC §2 lists every brand the app carries a logo for). */
export const CARD_LOGOS: Record<Exclude<CardBrand, 'unknown'>, string> = {
  visa: '/cards/visa.svg',
  mastercard: '/cards/mastercard.svg',
  amex: '/cards/amex.svg',
};
export const CARD_BACK_LOGO = '/cards/card-back.svg';
export const PROVIDER_LOGO = '/openpay-logo.svg';

export function CardBrandLogo({
  brand,
  ...props
}: { brand: CardBrand } & Omit<ImageProps, 'src' | 'alt'>) {
  if (brand === 'unknown') return null;
  return (
    <Image
      src={CARD_LOGOS[brand]}
      alt={CARD_BRAND_LABELS[brand]}
      h="6"
      w="auto"
      htmlWidth={38}
      htmlHeight={24}
      {...props}
    />
  );
}
