// Assembles the reading's input from the engine's parts, as the deep chart does: the birth chart, its
// dignities, the dashas running at `at`, yogas, doshas and transits at `at`.
import { computeChart, computeDignities, computeKaalSarp, computeManglikDosha, computeSadeSati, computeVimshottari, currentPeriod, findYogas, transitsAgainst, type BirthMoment, type ReadingInput } from '@/lib/astro';

export function readingInputFor(birth: BirthMoment, at: Date): ReadingInput {
  const chart = computeChart(birth);
  const vim = computeVimshottari(chart.planets.Moon.longitude, new Date(chart.utc), { levels: 2 });
  const now = currentPeriod(vim, at);
  return {
    ascendant: chart.ascendant,
    planets: chart.planets,
    dignities: computeDignities(chart),
    dasha: now ? { maha: now.maha, antar: now.antar } : null,
    yogas: findYogas(chart),
    doshas: {
      manglik: computeManglikDosha(chart),
      kaalSarp: computeKaalSarp(chart),
      sadeSati: computeSadeSati(chart.planets.Moon.signIndex, at),
    },
    transits: transitsAgainst(chart, at),
  };
}
