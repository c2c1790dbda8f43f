import { loadHttp } from './http';
import type { PlacesResponse } from '@/lib/places/contract';
import type { Place } from '@/lib/places/types';

/** Suggestions for what the visitor typed (GET /api/places?q=). */
export async function fetchPlaceSuggestions(q: string, signal?: AbortSignal): Promise<Place[]> {
  const { data } = await (await loadHttp()).get<PlacesResponse>('/places', { params: { q }, signal });
  return Array.isArray(data?.data) ? data.data : [];
}

/** The gazetteer place nearest a point, for its IANA zone (GET /api/places?lat=&lon=&country=). */
export async function fetchNearestPlace(lat: number, lon: number, country?: string): Promise<Place | null> {
  const { data } = await (await loadHttp()).get<PlacesResponse>('/places', { params: { lat, lon, ...(country ? { country } : {}) } });
  return data?.data?.[0] ?? null;
}
