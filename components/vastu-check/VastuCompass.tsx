import type { VastuAnswers, ZoneVerdict } from '@/lib/vastu/self-check';
import { ZONE_INFO, ZONES, type Direction, type Zone } from '@/lib/vastu/self-check-rules';
import styles from './VastuCheck.module.scss';

// The layout as a compass picture: the plot as the 3 x 3 Vastu grid, north up, each zone with
// the rooms placed in it, the entrance on its wall, cut and extended corners, and the slope.
// No hooks and no browser API: the questionnaire redraws it as answers come in, and the result
// page draws it on the server. The picture repeats what the text says; it is never the only
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

/** Short names that fit a cell. */
function shortNames(business: boolean): Record<keyof Placed, string> {
  return {
    kitchen: business ? 'Pantry' : 'Kitchen',
    masterBedroom: business ? 'Owner' : 'Bedroom',
    pujaRoom: 'Puja',
    staircase: 'Stairs',
    overheadTank: 'Tank (roof)',
    undergroundTank: 'Sump',
  };
}

function roomsIn(zone: Zone, answers: Partial<VastuAnswers>): string[] {
  const names = shortNames(answers.propertyKind === 'business');
  const rooms = (Object.keys(names) as (keyof Placed)[]).filter((k) => answers[k] === zone).map((k) => names[k]);
  if (answers.toilets?.includes(zone)) rooms.push('Toilet');
  return rooms;
}

const centre = (zone: Zone): [number, number] => {
  const [c, r] = GRID[zone];
  return [ORIGIN + c * CELL + CELL / 2, ORIGIN + r * CELL + CELL / 2];
};

/** A sentence that says what the picture shows, for screen readers. */
export function describeLayout(answers: Partial<VastuAnswers>): string {
  const parts = ZONES.map((z) => {
    const rooms = roomsIn(z, answers);
    return rooms.length ? `${ZONE_INFO[z].name}: ${rooms.join(', ')}` : null;
  }).filter(Boolean);
  if (answers.entrance) parts.unshift(`Entrance in the ${ZONE_INFO[answers.entrance].name}`);
  if (answers.cut && answers.cut !== 'none') parts.push(`cut corner in the ${ZONE_INFO[answers.cut].name}`);
  if (answers.extension && answers.extension !== 'none') parts.push(`extension in the ${ZONE_INFO[answers.extension].name}`);
  if (answers.slope && answers.slope !== 'flat') parts.push(`land slopes down to the ${ZONE_INFO[answers.slope].name}`);
  return parts.length ? `Layout, north at the top. ${parts.join('; ')}.` : 'Layout, north at the top. Nothing placed yet.';
}

export default function VastuCompass({ answers, verdicts, title = 'Your layout' }: { answers: Partial<VastuAnswers>; verdicts?: Partial<Record<Zone, ZoneVerdict>>; title?: string }) {
  const cut = answers.cut && answers.cut !== 'none' ? answers.cut : null;
  const extension = answers.extension && answers.extension !== 'none' ? answers.extension : null;
  return (
    <svg className={styles.compass} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-labelledby="vastu-compass-title vastu-compass-desc" data-testid="vastu-compass">
      <title id="vastu-compass-title">{title}</title>
      <desc id="vastu-compass-desc">{describeLayout(answers)}</desc>
      {(['N', 'E', 'S', 'W'] as const).map((d) => {
        const [dx, dy] = STEP[d];
        return (
          <text key={d} x={SIZE / 2 + dx * (CELL * 1.5 + 30)} y={SIZE / 2 + dy * (CELL * 1.5 + 30) + 6} className={d === 'N' ? styles.north : styles.dir} textAnchor="middle">
            {d}
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
        const rooms = roomsIn(zone, answers);
        return (
          <g key={zone} data-zone={zone}>
            <rect x={x} y={y} width={CELL} height={CELL} className={isCut ? styles.cutCell : verdict ? styles[`cell_${verdict}`] : styles.cell} />
            <text x={x + 6} y={y + 14} className={styles.zoneName}>
              {zone === 'C' ? 'Centre' : zone}
            </text>
            {isCut ? (
              <text x={x + CELL / 2} y={y + CELL / 2 + 4} textAnchor="middle" className={styles.room}>
                cut
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
      {answers.entrance && <Entrance direction={answers.entrance} />}
      {answers.slope && answers.slope !== 'flat' && <Slope direction={answers.slope} />}
    </svg>
  );
}

/** The door: a thick bar on the outer wall of its zone, with its name outside. */
function Entrance({ direction }: { direction: Direction }) {
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
        Door
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
