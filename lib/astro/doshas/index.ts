export { COMMON_RULES, computeManglikDosha, manglikCancellationText, RAMAN_RULES, ramanRulesApplying, RASI_SANDHI_DEGREES, type ManglikCancellation, type ManglikDosha, type ManglikInput } from './manglik-cancellations';
export { computeKaalSarp, KAAL_SARP_TYPES, type KaalSarp, type KaalSarpInput, type KaalSarpType } from './kaal-sarp';
export { computeSadeSati, INTERRUPTION_MAX_DAYS, saturnIngresses, saturnSiderealLongitude, type SadeSati, type SadeSatiPeriod, type SadeSatiPhase, type SignIngress } from './sade-sati';
