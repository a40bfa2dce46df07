import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { DestinationIcon } from '../../../shared/destinations.ts';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <g {...stroke} strokeWidth={2.6}>
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m20 20-4.7-4.7" />
        </g>
      </svg>
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6 6 18" {...stroke} />
      </svg>
    </Icon>
  );
}

const DESTINATION_PATHS: Record<DestinationIcon, ReactNode> = {
  beach: (
    <g {...stroke}>
      <path d="M3 20c2 0 2-1.2 4.5-1.2S10 20 12 20s2.5-1.2 4.5-1.2S19 20 21 20" />
      <path d="M12 17V9" />
      <path d="M4 9a8 5 0 0 1 16 0z" />
    </g>
  ),
  ruins: (
    <g {...stroke}>
      <path d="M3 20h18M5 20l2-4h10l2 4M8 16l1.5-4h5L16 16M10 12l1-4h2l1 4" />
    </g>
  ),
  colonial: (
    <g {...stroke}>
      <path d="M4 20V10l8-5 8 5v10M4 20h16" />
      <path d="M10 20v-5a2 2 0 0 1 4 0v5M7 12h1M16 12h1" />
    </g>
  ),
  forest: (
    <g {...stroke}>
      <path d="M8 3 3 12h3l-3 5h10l-3-5h3z" />
      <path d="M8 17v4M17 8l-3 5h2l-3 4h8l-3-4h2z" />
      <path d="M17 17v4" />
    </g>
  ),
  lake: (
    <g {...stroke}>
      <path d="M3 10c2 0 2-1.5 4.5-1.5S10 10 12 10s2.5-1.5 4.5-1.5S19 10 21 10" />
      <path d="M3 15c2 0 2-1.5 4.5-1.5S10 15 12 15s2.5-1.5 4.5-1.5S19 15 21 15" />
      <path d="M3 20c2 0 2-1.5 4.5-1.5S10 20 12 20s2.5-1.5 4.5-1.5S19 20 21 20" />
    </g>
  ),
  pin: (
    <g {...stroke}>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.4" />
    </g>
  ),
};

export function DestinationGlyph({ icon, ...props }: IconProps & { icon: DestinationIcon }) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {DESTINATION_PATHS[icon]}
      </svg>
    </Icon>
  );
}
