// Self-check answers shared by the unit, API and browser tests: every placement as the
// references prefer it, so a test changes one answer and knows exactly what it costs.
export const idealVastuAnswers = {
  propertyKind: 'home',
  plotShape: 'square',
  entrance: 'NE',
  kitchen: 'SE',
  masterBedroom: 'SW',
  toilets: ['NW'],
  pujaRoom: 'NE',
  staircase: 'SW',
  overheadTank: 'SW',
  undergroundTank: 'NE',
  slope: 'NE',
  cut: 'none',
  extension: 'none',
} as const;
