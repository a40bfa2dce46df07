import { Icon, type IconProps } from '@chakra-ui/react';

/** The results page's icons (filters, map and list views, no results). */

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
};

export const SlidersIcon = (props: IconProps) => (
  <Icon {...props}>
    <svg viewBox="0 0 24 24">
      <g {...stroke}>
        <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
        <circle cx="16" cy="6" r="2" />
        <circle cx="10" cy="12" r="2" />
        <circle cx="18" cy="18" r="2" />
      </g>
    </svg>
  </Icon>
);

export const MapIcon = (props: IconProps) => (
  <Icon {...props}>
    <svg viewBox="0 0 24 24">
      <g {...stroke}>
        <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Z" />
        <path d="M9 4v14M15 6v14" />
      </g>
    </svg>
  </Icon>
);

export const ListIcon = (props: IconProps) => (
  <Icon {...props}>
    <svg viewBox="0 0 24 24">
      <g {...stroke}>
        <path d="M9 6h11M9 12h11M9 18h11" />
        <circle cx="4.5" cy="6" r="1" />
        <circle cx="4.5" cy="12" r="1" />
        <circle cx="4.5" cy="18" r="1" />
      </g>
    </svg>
  </Icon>
);

export const SearchOffIcon = (props: IconProps) => (
  <Icon {...props}>
    <svg viewBox="0 0 24 24">
      <g {...stroke}>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-4-4M8.5 8.5l5 5M13.5 8.5l-5 5" />
      </g>
    </svg>
  </Icon>
);
