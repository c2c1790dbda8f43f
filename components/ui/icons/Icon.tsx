import type { SVGProps } from 'react';
import { ICON_PATHS, type IconName } from './paths';

/**
 * One of the site's own line icons, drawn on a 24 × 24 grid with the text colour. Decorative:
 * hidden from screen readers (the text beside it says what it means), never focusable. Drawn
 * here rather than taken from emoji, which show as empty boxes on devices without an emoji font.
 */
export default function Icon({ name, size = 24, className, ...rest }: { name: IconName; size?: number } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...rest}
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export type { IconName };
