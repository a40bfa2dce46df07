import type { SVGProps } from 'react';

/**
 * An inline icon: decorative, so hidden from assistive tech, `size` square (1em by default), aligned
 * as Chakra's Icon aligns (no Chakra component: every page can draw it without one more chunk).
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number | string };

export function Svg({ size = '1em', viewBox = '0 0 24 24', style, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0, verticalAlign: 'middle', ...style }}
      {...rest}
    >
      {children}
    </svg>
  );
}
