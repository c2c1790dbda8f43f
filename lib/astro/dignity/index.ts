export { computeDignities, isCombust, planetaryWars, separation, signDignity, warLatitudes, WAR_GRAHAS, type DignityInput, type GrahaDignity, type PlanetaryWar, type SignDignity } from './dignity';
export { COMBUSTION_ORB, debilitationSign, EXALTATION, isSevenGraha, MOOLATRIKONA, naturalRelation, SEVEN_GRAHAS, type Relation, type SevenGraha } from './tables';
