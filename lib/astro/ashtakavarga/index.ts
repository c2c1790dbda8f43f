export { ASCENDANT_CONTRIBUTES, ASHTAKAVARGA_PLANETS, BINDU_HOUSES, LAGNA_BINDU_HOUSES, type AshtakavargaContributor, type AshtakavargaPlanet } from './tables';
export { computeAshtakavarga, type Ashtakavarga } from './compute';
