// The experts' domain: their kinds (kinds.ts), working hours (hours.ts), free time slots
// (slots.ts) and what each offers (offers.ts). Pure: no framework, database or package.
export * from './kinds';
export * from './hours';
export * from './slots';
export * from './offers';
