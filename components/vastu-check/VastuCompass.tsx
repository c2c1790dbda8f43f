import { useLocale, useTranslations } from 'next-intl';
import type { VastuAnswers, ZoneVerdict } from '@/lib/vastu/self-check';
import { zoneInfo, ZONES, type Direction, type SelfCheckLanguage, type Zone } from '@/lib/vastu/self-check-rules';
import styles from './VastuCheck.module.scss';

// The layout as a compass picture: the plot as the 3 x 3 Vastu grid, north up, each zone with
// the rooms placed in it, the entrance on its wall, cut and extended corners, and the slope.
// No state and no browser API (only next-intl's texts, which work on both sides): the
// questionnaire redraws it as answers come in, and the result page draws it on the server. The picture repeats what the text says; it is never the only
// place a fact is shown.

const CELL = 80;
const ORIGIN = 60; // room around the plot for the direction letters and an extension
const SIZE = ORIGIN * 2 + CELL * 3;

/** Column and row of each zone in the grid, north at the top. */
const GRID: Record<Zone, [number, number]> = {
  NW: [0, 0],
  N: [1, 0],
  NE: [2, 0],
  W: [0, 1],
  C: [1, 1],
  E: [2, 1],
  SW: [0, 2],
  S: [1, 2],
  SE: [2, 2],
};

/** Unit step from the centre towards each direction (y grows southwards on screen). */
const STEP: Record<Direction, [number, number]> = {
  N: [0, -1],
  NE: [1, -1],
  E: [1, 0],
  SE: [1, 1],
  S: [0, 1],
  SW: [-1, 1],
  W: [-1, 0],
  NW: [-1, -1],
};

type Placed = Partial<Pick<VastuAnswers, 'kitchen' | 'masterBedroom' | 'pujaRoom' | 'staircase' | 'overheadTank' | 'undergroundTank'>>;

/** The picture's texts (messages/<locale>/VastuCheck.json, `compass`). */
type CompassText = ReturnType<typeof useTranslations<'VastuCheck.compass'>>;

/** Short names that fit a cell. */
function shortNames(business: boolean, t: CompassText): Record<keyof Placed, string> {
  return {
    kitchen: business ? t('pantry') : t('kitchen'),
    masterBedroom: business ? t('owner') : t('bedroom'),
    pujaRoom: t('puja'),
    staircase: t('stairs'),
    overheadTank: t('overheadTank'),
    undergroundTank: t('sump'),
  };
}

function roomsIn(zone: Zone, answers: Partial<VastuAnswers>, t: CompassText): string[] {
  const names = shortNames(answers.propertyKind === 'business', t);
  const rooms = (Object.keys(names) as (keyof Placed)[]).filter((k) => answers[k] === zone).map((k) => names[k]);
  if (answers.toilets?.includes(zone)) rooms.push(t('toilet'));
  return rooms;
}

const centre = (zone: Zone): [number, number] => {
  const [c, r] = GRID[zone];
  return [ORIGIN + c * CELL + CELL / 2, ORIGIN + r * CELL + CELL / 2];
};

/** A sentence that says what the picture shows, for screen readers. */
function describeLayout(answers: Partial<VastuAnswers>, t: CompassText, language: SelfCheckLanguage): string {
  const name = (z: Zone) => zoneInfo(z, language).name;
  const parts = ZONES.map((z) => {
    const rooms = roomsIn(z, answers, t);
    return rooms.length ? t('zoneRooms', { zone: name(z), rooms: rooms.join(', ') }) : null;
  }).filter((part) => part !== null);
  if (answers.entrance) parts.unshift(t('entranceIn', { zone: name(answers.entrance) }));
  if (answers.cut && answers.cut !== 'none') parts.push(t('cutIn', { zone: name(answers.cut) }));
  if (answers.extension && answers.extension !== 'none') parts.push(t('extensionIn', { zone: name(answers.extension) }));
  if (answers.slope && answers.slope !== 'flat') parts.push(t('slopeTo', { zone: name(answers.slope) }));
  return parts.length ? t('layout', { parts: parts.join('; ') }) : t('empty');
}

export default function VastuCompass({ answers, verdicts, title }: { answers: Partial<VastuAnswers>; verdicts?: Partial<Record<Zone, ZoneVerdict>>; title?: string }) {
  const t = useTranslations('VastuCheck.compass');
  const language: SelfCheckLanguage = useLocale() === 'hi' ? 'hi' : 'en';
  const cut = answers.cut && answers.cut !== 'none' ? answers.cut : null;
  const extension = answers.extension && answers.extension !== 'none' ? answers.extension : null;
  return (
    <svg className={styles.compass} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-labelledby="vastu-compass-title vastu-compass-desc" data-testid="vastu-compass">
      <title id="vastu-compass-title">{title ?? t('title')}</title>
      <desc id="vastu-compass-desc">{describeLayout(answers, t, language)}</desc>
      {(['N', 'E', 'S', 'W'] as const).map((d) => {
        const [dx, dy] = STEP[d];
        return (
          <text key={d} x={SIZE / 2 + dx * (CELL * 1.5 + 30)} y={SIZE / 2 + dy * (CELL * 1.5 + 30) + 6} className={d === 'N' ? styles.north : styles.dir} textAnchor="middle">
            {t(`cells.${d}`)}
          </text>
        );
      })}
      {extension && <Extension direction={extension} />}
      {ZONES.map((zone) => {
        const [c, r] = GRID[zone];
        const x = ORIGIN + c * CELL;
        const y = ORIGIN + r * CELL;
        const isCut = zone === cut;
        const verdict = verdicts?.[zone];
        const rooms = roomsIn(zone, answers, t);
        return (
          <g key={zone} data-zone={zone}>
            <rect x={x} y={y} width={CELL} height={CELL} className={isCut ? styles.cutCell : verdict ? styles[`cell_${verdict}`] : styles.cell} />
            <text x={x + 6} y={y + 14} className={styles.zoneName}>
              {t(`cells.${zone}`)}
            </text>
            {isCut ? (
              <text x={x + CELL / 2} y={y + CELL / 2 + 4} textAnchor="middle" className={styles.room}>
                {t('cut')}
              </text>
            ) : (
              rooms.slice(0, 4).map((room, i) => (
                <text key={room} x={x + CELL / 2} y={y + 32 + i * 13} textAnchor="middle" className={styles.room}>
                  {room}
                </text>
              ))
            )}
          </g>
        );
      })}
      {answers.entrance && <Entrance direction={answers.entrance} label={t('door')} />}
      {answers.slope && answers.slope !== 'flat' && <Slope direction={answers.slope} />}
    </svg>
  );
}

/** The door: a thick bar on the outer wall of its zone, with its name outside. */
function Entrance({ direction, label }: { direction: Direction; label: string }) {
  const [cx, cy] = centre(direction);
  const [dx, dy] = STEP[direction];
  const half = CELL / 2;
  // Corner zones: the door sits on the corner's diagonal; sides: on the middle of the wall.
  const x = cx + dx * half;
  const y = cy + dy * half;
  const horizontal = dy !== 0 && dx === 0;
  const w = horizontal ? 36 : dx !== 0 && dy !== 0 ? 16 : 8;
  const h = horizontal ? 8 : dx !== 0 && dy !== 0 ? 16 : 36;
  return (
    <g data-testid="vastu-entrance">
      <rect x={x - w / 2} y={y - h / 2} width={w} height={h} className={styles.door} />
      <text x={x + dx * 26} y={y + dy * 22 + 4} textAnchor="middle" className={styles.doorLabel}>
        {label}
      </text>
    </g>
  );
}

/** An extension: a half-cell block outside the plot at its direction. */
function Extension({ direction }: { direction: Direction }) {
  const [cx, cy] = centre(direction);
  const [dx, dy] = STEP[direction];
  const size = CELL / 2;
  const x = cx + dx * (CELL / 2 + size / 2) - size / 2;
  const y = cy + dy * (CELL / 2 + size / 2) - size / 2;
  return <rect x={x} y={y} width={size} height={size} className={styles.extension} data-testid="vastu-extension" />;
}

/** The slope: an arrow below the centre's label, pointing downhill. */
function Slope({ direction }: { direction: Direction }) {
  const [x0, y0] = centre('C');
  const cy = y0 + 10;
  const [dx, dy] = STEP[direction];
  const len = dx && dy ? 20 : 28;
  const x2 = x0 + dx * len;
  const y2 = cy + dy * len;
  const angle = Math.atan2(dy, dx);
  const point = (a: number) => `${x2 - 9 * Math.cos(angle + a)},${y2 - 9 * Math.sin(angle + a)}`;
  return (
    <g className={styles.slope} data-testid="vastu-slope">
      <line x1={x0 - dx * 8} y1={cy - dy * 8} x2={x2} y2={y2} />
      <polygon points={`${x2},${y2} ${point(0.5)} ${point(-0.5)}`} />
    </g>
  );
}
