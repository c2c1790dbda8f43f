export const CACHE_MAX_BYTES: number;
export function indiaDay(at?: number): string;
export default class PageCacheHandler {
  get(key: string): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, value: unknown, ctx?: { tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
