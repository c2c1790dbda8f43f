/**
 * The brand mark as an inline SVG (the favicon's drawing, app/icon.svg): an eight-pointed star of
 * the Vastu directions in a ring. Drawn, not a glyph, so it never shows as an empty box where a
 * device lacks a font (the ॐ it replaces did).
 */
export default function Logo({ size = 34, className }: { size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <circle cx="32" cy="32" r="31" fill="#8a2331" />
      <circle cx="32" cy="32" r="22" fill="none" stroke="#e9b44c" strokeWidth="2" />
      <path d="M32 12 36 28 52 32 36 36 32 52 28 36 12 32 28 28Z" fill="#f3c969" />
      <path d="M32 20 34 30 44 32 34 34 32 44 30 34 20 32 30 30Z" fill="#f3c969" transform="rotate(45 32 32)" opacity="0.75" />
      <circle cx="32" cy="32" r="4" fill="#6a1a25" />
    </svg>
  );
}
