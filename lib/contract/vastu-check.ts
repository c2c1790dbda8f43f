import './zod-jitless';
import { z } from 'zod';
import type { VastuAnswers, VastuReport } from '@/lib/vastu/self-check';
import { DIRECTIONS, ITEM_LABELS, NONE, PLOT_SHAPES, PROPERTY_KINDS, ZONES } from '@/lib/vastu/self-check-rules';

// POST /api/vastu-check and GET /api/vastu-check/{id}: the free Vastu self-check (issue 12).
// Every answer is one of a closed list, so nothing free-form is ever stored.

const oneOf = <T extends readonly [string, ...string[]]>(values: T, question: string) =>
  z.enum(values, { error: `Please choose ${question}.` });

const withNone = <T extends readonly string[]>(values: T) => [...values, NONE] as unknown as readonly [T[number] | typeof NONE, ...(T[number] | typeof NONE)[]];

export const vastuCheckRequestSchema = z.object({
  propertyKind: oneOf(PROPERTY_KINDS, 'whether it is a home or a business'),
  plotShape: oneOf(PLOT_SHAPES, 'the shape of the plot'),
  entrance: oneOf(DIRECTIONS, `the direction of the ${ITEM_LABELS.entrance.home.toLowerCase()}`),
  kitchen: oneOf(ZONES, 'where the kitchen is'),
  masterBedroom: oneOf(ZONES, 'where the master bedroom (or owner\'s cabin) is'),
  toilets: z
    .array(oneOf(ZONES, 'where each toilet is'), { error: 'Please choose where the toilets are.' })
    .max(ZONES.length, `Please choose at most ${ZONES.length} places for toilets.`)
    .refine((t) => new Set(t).size === t.length, 'Please choose each toilet\'s place once.'),
  pujaRoom: oneOf(withNone(ZONES), 'where the puja room is, or that there is none'),
  staircase: oneOf(withNone(ZONES), 'where the staircase is, or that there is none'),
  overheadTank: oneOf(withNone(ZONES), 'where the overhead tank is, or that there is none'),
  undergroundTank: oneOf(withNone(ZONES), 'where the underground tank is, or that there is none'),
  slope: oneOf([...DIRECTIONS, 'flat'] as const, 'which way the land slopes, or that it is level'),
  cut: oneOf(withNone(DIRECTIONS), 'which corner is cut, or that none is'),
  extension: oneOf(withNone(DIRECTIONS), 'which corner is extended, or that none is'),
});

export type VastuCheckRequest = z.infer<typeof vastuCheckRequestSchema>;

// The schema and the pure answers type must stay the same shape.
const sameShape: VastuAnswers = {} as VastuCheckRequest;
void sameShape;

/** One self-check as its link shows it. */
export interface VastuCheckData {
  _id: string;
  answers: VastuCheckRequest;
  report: VastuReport;
  createdAt: string;
}

/** POST /api/vastu-check (201) and GET /api/vastu-check/{id}. */
export interface VastuCheckResponse {
  status: 'success';
  message: string;
  data: VastuCheckData;
}

/** Where a self-check's result opens (its private link: nothing of the answers in it). */
export const vastuCheckHref = (id: string) => `/vastu-check/${id}`;
