'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import styles from './Form.module.scss';

type Directions = Record<'north' | 'south' | 'east' | 'west', string>;
const DIRECTIONS_EN: Directions = { north: 'N', south: 'S', east: 'E', west: 'W' };

/** "23.18° N, 75.78° E" for a confirmation line; `directions` gives the page's letters for N, S, E and W. */
export function formatCoordinates(latitude: number, longitude: number, directions: Directions = DIRECTIONS_EN): string {
  const part = (v: number, pos: string, neg: string) => `${Math.abs(v).toFixed(2)}° ${v < 0 ? neg : pos}`;
  return `${part(latitude, directions.north, directions.south)}, ${part(longitude, directions.east, directions.west)}`;
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
  const t = useTranslations('BirthForm');
  const [manual, setManual] = useState(false);
  const panelId = useId();
  const open = manual || forceOpen;
  return (
    <div className={styles.confirmation}>
      <p aria-live="polite" className={styles.confirmationLine}>
        {coordinates
          ? t(timezone ? 'coordinatesWithZone' : 'coordinates', {
              coordinates: formatCoordinates(coordinates.latitude, coordinates.longitude, { north: t('north'), south: t('south'), east: t('east'), west: t('west') }),
              timezone: timezone ?? '',
            })
          : t('choosePlace')}
      </p>
      {children && (
        <>
          <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setManual((v) => !v)} disabled={forceOpen}>
            {t('setCoordinates')}
          </button>
          <div id={panelId} hidden={!open}>
            {children}
          </div>
        </>
      )}
    </div>
  );
}
