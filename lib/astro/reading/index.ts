export { readChart, readChartIn } from './read-chart';
export { readingInputFromDeepChart, withReading, type ReadableDeepChart } from './from-deep-chart';
export { GRAHA_MEANINGS, SIGN_MEANINGS, YOGA_MEANINGS } from './meanings';
export type { Reading, ReadingBasis, ReadingInput, ReadingParagraph, ReadingSection, ReadingSectionKey } from './types';
