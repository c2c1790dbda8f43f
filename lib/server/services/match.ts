import 'server-only';
import { computeChart } from '@/lib/astro';
import { ashtakoota } from '@/lib/astro/ashtakoota';
import type { MatchPersonEcho, MatchPersonInput, MatchRequest, MatchResult } from '@/lib/contract/astrology';
import { birthUtcOffset } from '@/lib/places/timezone';
import { zoneAt } from '../places';
import { toKundliChart } from '@/lib/contract/kundli';

function chartOf(p: MatchPersonInput) {
  const [year, month, day] = p.dob.split('-').map(Number) as [number, number, number];
  const [hours, minutes, seconds] = p.birthTime.split(':').map(Number) as [number, number, number];
  const timezone = birthUtcOffset(p.timezone, () => zoneAt(p.latitude, p.longitude), { year, month, day, hours, minutes, seconds });
  return { timezone, chart: computeChart({ year, month, day, hours, minutes, seconds, timezone, latitude: p.latitude, longitude: p.longitude }) };
}

/** SPEC 2.13: Ashtakoota of the two Moon positions, both Manglik statuses and both charts. Nothing is stored. */
export function matchCharts(request: MatchRequest): MatchResult {
  const boy = chartOf(request.boy);
  const girl = chartOf(request.girl);
  const result = ashtakoota({ moonLongitude: boy.chart.planets.Moon.longitude }, { moonLongitude: girl.chart.planets.Moon.longitude });
  const person = (p: MatchPersonInput, timezone: string): MatchPersonEcho => ({ name: p.name, gender: p.gender, dob: p.dob, birthTime: p.birthTime, birthPlace: p.birthPlace, latitude: p.latitude, longitude: p.longitude, timezone });
  return {
    compatibilityScore: result.compatibilityScore,
    outOf10: result.outOf10,
    total: result.total,
    maxScore: result.max,
    verdict: result.verdict,
    kootas: result.kootas,
    manglik: { boy: boy.chart.manglik.isManglik, girl: girl.chart.manglik.isManglik },
    boy: person(request.boy, boy.timezone),
    girl: person(request.girl, girl.timezone),
    boyChart: toKundliChart(boy.chart),
    girlChart: toKundliChart(girl.chart),
  };
}
