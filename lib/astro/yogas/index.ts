export { findYogas, type Yoga } from './yogas';
export { YOGA_RULES, type YogaRule } from './rules';
export { ChartFacts, type YogaInput } from './facts';
