import { Svg, type IconProps } from './svg.tsx';

/**
 * The favourite heart: outlined in the text colour, filled when saved. `overlay`: drawn over a
 * photo (a result card), dark and see-through with a white edge, the brand colour when saved.
 */
export function HeartIcon({
  filled,
  overlay = false,
  ...props
}: IconProps & { filled: boolean; overlay?: boolean }) {
  const fill = overlay
    ? filled
      ? 'var(--chakra-colors-brand-500)'
      : 'rgba(0,0,0,0.45)'
    : filled
      ? 'currentColor'
      : 'none';
  return (
    <Svg viewBox="0 0 32 32" {...props}>
      <path
        d="M16 28c7-4.73 14-10 14-17a6.98 6.98 0 0 0-7-7c-1.8 0-3.58.68-4.95 2.05L16 8.1l-2.05-2.05a6.98 6.98 0 0 0-9.9 0A6.98 6.98 0 0 0 2 11c0 7 7 12.27 14 17z"
        fill={fill}
        stroke={overlay ? 'white' : 'currentColor'}
        strokeWidth={overlay ? 2 : 2.5}
        strokeLinejoin="round"
      />
    </Svg>
  );
}
