// The experts' domain: their kinds (kinds.ts), working hours (hours.ts), free time slots
// (slots.ts), what each offers (offers.ts) the public directory's filters and sorts (directory.ts) and the rules of their reviews (reviews.ts). Pure: no framework, database or package.
export * from './kinds';
export * from './hours';
export * from './slots';
export * from './offers';
export * from './directory';
export * from './reviews';
