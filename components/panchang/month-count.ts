// The two counts of the lunar months a reader may choose between (MonthCountSetting), and where the
// choice is kept. Purnimanta is the default, as North India counts.

export type MonthCount = 'purnimanta' | 'amanta';

/** Local-storage key of the reader's choice. */
export const MONTH_COUNT_KEY = 'panchang-month-count';

/** Set on <html> (value "amanta") while the reader counts amanta; absent for purnimanta. */
export const MONTH_COUNT_ATTRIBUTE = 'data-month-count';
