export { FAVOURABLE_FROM_MOON, GOCHARA_SOURCE, transitsAgainst, type GrahaTransit, type NatalReference, type SaturnPhase, type TransitsAgainst } from './gochara';
