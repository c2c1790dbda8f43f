'use client';
import { useId, useState, type ReactNode } from 'react';
import styles from './Form.module.scss';

/** "23.18° N, 75.78° E" for a confirmation line. */
export function formatCoordinates(latitude: number, longitude: number): string {
  const part = (v: number, pos: string, neg: string) => `${Math.abs(v).toFixed(2)}° ${v < 0 ? neg : pos}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}

/**
 * What the place picker filled in, as one line to confirm ("Coordinates 23.18° N, 75.78° E · time
 * zone UTC+05:30"), with the fields to set them by hand behind a "Set coordinates yourself" toggle.
 * `forceOpen` shows the fields regardless (e.g. one of them has a problem to show).
 */
export default function PlaceConfirmation({
  coordinates,
  timezone,
  children,
  forceOpen = false,
}: {
  /** null while no place is chosen and nothing was set by hand. */
  coordinates: { latitude: number; longitude: number } | null;
  /** The UTC offset used, e.g. "+05:30", when known. */
  timezone?: string;
  /** The manual fields; none: the line alone. */
  children?: ReactNode;
  forceOpen?: boolean;
}) {
  const [manual, setManual] = useState(false);
  const panelId = useId();
  const open = manual || forceOpen;
  return (
    <div className={styles.confirmation}>
      <p aria-live="polite" className={styles.confirmationLine}>
        {coordinates
          ? `Coordinates ${formatCoordinates(coordinates.latitude, coordinates.longitude)}${timezone ? ` · time zone UTC${timezone}` : ''}`
          : 'Choose the place from the suggestions: its coordinates and time zone are filled in for you.'}
      </p>
      {children && (
        <>
          <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setManual((v) => !v)} disabled={forceOpen}>
            Set coordinates yourself
          </button>
          <div id={panelId} hidden={!open}>
            {children}
          </div>
        </>
      )}
    </div>
  );
}
