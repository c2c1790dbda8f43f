import '@/lib/contract/zod-jitless';
import { z } from 'zod';
import { textField } from '@/lib/contract/text-field';
import type { Place } from './types';

// Request and response of GET /api/places. Shared by the route handler and the client.

export const PLACE_QUERY_MAX_LENGTH = 80;
export const PLACE_LIMIT_DEFAULT = 8;
export const PLACE_LIMIT_MAX = 20;

export type PlacesQuery =
  | { mode: 'search'; q: string; limit: number }
  /** The gazetteer place nearest a point (optionally in one country): how a Google place gets its time zone. */
  | { mode: 'nearest'; lat: number; lon: number; country?: string };

function coordinate(raw: string | undefined, name: string, max: number, ctx: z.RefinementCtx): number | undefined {
  const n = raw !== undefined && /^\s*-?\d{1,3}(\.\d+)?\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isFinite(n) || Math.abs(n) > max) {
    ctx.addIssue({ code: 'custom', message: `${name} must be a number from -${max} to ${max}.` });
    return undefined;
  }
  return n;
}

/**
 * `?q=<1-80 characters>&limit=<1-20>` searches by name; a limit over 20 is lowered to 20.
 * `?lat=&lon=[&country=XX]` asks for the nearest place instead.
 */
export const placesQuerySchema = z
  .object({
    q: textField('q', PLACE_QUERY_MAX_LENGTH).optional(),
    limit: textField('limit', 12).optional(),
    lat: textField('lat', 32).optional(),
    lon: textField('lon', 32).optional(),
    country: textField('country', 8).optional(),
  })
  .transform((v, ctx): PlacesQuery => {
    if (v.q === undefined && (v.lat !== undefined || v.lon !== undefined)) {
      const lat = coordinate(v.lat, 'lat', 90, ctx);
      const lon = coordinate(v.lon, 'lon', 180, ctx);
      if (v.country !== undefined && !/^[A-Za-z]{2}$/.test(v.country)) {
        ctx.addIssue({ code: 'custom', message: 'country must be a two-letter country code.' });
      }
      if (lat === undefined || lon === undefined) return z.NEVER;
      return { mode: 'nearest', lat, lon, country: v.country?.toUpperCase() };
    }
    const q = (v.q ?? '').trim();
    if (!q) {
      ctx.addIssue({ code: 'custom', message: `q is required: type 1 to ${PLACE_QUERY_MAX_LENGTH} characters of a place name.` });
      return z.NEVER;
    }
    let limit = PLACE_LIMIT_DEFAULT;
    if (v.limit !== undefined && v.limit !== '') {
      limit = /^\s*\d{1,9}\s*$/.test(v.limit) ? Number(v.limit) : NaN;
      if (!Number.isInteger(limit) || limit < 1) {
        ctx.addIssue({ code: 'custom', message: `limit must be a whole number from 1 to ${PLACE_LIMIT_MAX}.` });
        return z.NEVER;
      }
      limit = Math.min(limit, PLACE_LIMIT_MAX);
    }
    return { mode: 'search', q, limit };
  });

export interface PlacesResponse {
  status: 'success';
  data: Place[];
}
