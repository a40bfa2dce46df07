import { Icon, type IconProps } from '@chakra-ui/react';

/** The photo carousels' previous and next arrows. */
export function ChevronIcon({ direction, ...props }: IconProps & { direction: 'left' | 'right' }) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Icon>
  );
}
