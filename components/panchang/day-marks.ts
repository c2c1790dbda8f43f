// The one source of what a day of the month grid lists: its festivals, vrats and marks, each with a
// kind (for its symbol) and its name in both languages. Today these are the month view's own marks
// (Purnima, Amavasya, the Ekadashis, Sankranti); when the festival engine lands, this is the one
// place that switches to its days (festivalsOfYear's FestivalDay has the same kind and name).

import type { FestivalKind, FestivalText } from '@/lib/astro/festivals/types';
import { festivalLabelHi } from '@/lib/astro/hindi';
import type { PanchangMonthDay } from '@/lib/astro/panchang-month';
import { sankrantiName } from '@/lib/astro/calendar/sankranti-names';

export interface DayMark {
  key: string;
  kind: FestivalKind;
  name: FestivalText;
}

/** A day's marks, in the order of their moments. */
export function marksOf(day: PanchangMonthDay): DayMark[] {
  return day.marks.map((m) => ({
    key: m.kind === 'sankranti' ? `sankranti-${m.sign}` : m.kind,
    kind: m.kind === 'shukla-ekadashi' || m.kind === 'krishna-ekadashi' ? 'ekadashi' : m.kind,
    name: { en: m.kind === 'sankranti' && m.sign ? sankrantiName(m.sign) : m.label, hi: festivalLabelHi(m) },
  }));
}
