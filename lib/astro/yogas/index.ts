export { findYogas, kemadrumaCancellations, yogasIn, type Yoga } from './yogas';
export { BPHS_HI, KEMADRUMA_SEE_HI, PHALADEEPIKA_HI, YOGA_RULES, type YogaRule } from './rules';
export { ChartFacts, type YogaInput } from './facts';
