export const DEFAULT_MAP_EMBED_URL: string;
export const API_CSP: string;
export const UPLOAD_CSP: string;
export const NONCE_PAGE_PATTERN: string;
export function pageCsp(options?: { nonce?: string; env?: Record<string, string | undefined>; razorpay?: boolean }): string;
