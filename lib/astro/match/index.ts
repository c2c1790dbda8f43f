// Match making beyond the Ashtakoota (lib/astro/ashtakoota.ts): Mangal dosha compared between the two charts,
// the named exceptions to Nadi and Bhakoot dosha, and the South Indian ten poruthams.
export { balancingMalefics, compareManglik, type ManglikSamya, type ManglikSide, type SamyaChart, type SamyaRule } from './manglik-samya';
export { countFrom, doshaExceptions, type BhakootPariharaKey, type DoshaExceptions, type NadiPariharaKey, type Parihara } from './koota-pariharas';
export { inVedha, poruthams, rajjuOf, RAJJUS, type Porutham, type PoruthamKey, type Poruthams } from './poruthams';
