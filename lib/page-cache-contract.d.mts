export const CONTENT_UNAVAILABLE_ATTRIBUTE: string;
export function unavailableMark(failed: boolean): Record<string, string>;
export const SHARED_ANSWER_HEADER: 'x-shared-answer';
