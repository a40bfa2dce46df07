import { Icon, type IconProps } from '@chakra-ui/react';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The − of a stepper (../form/stepper.tsx). */
export function MinusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M5 12h14" {...stroke} />
      </svg>
    </Icon>
  );
}

/** The + of a stepper (../form/stepper.tsx). */
export function PlusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 5v14M5 12h14" {...stroke} />
      </svg>
    </Icon>
  );
}
