import type { KundliRequest, MatchRequest } from '@/lib/contract/astrology';
import { loadHttp } from './http';

// Browser calls of the free astrology tools (SPEC 7).

export interface KundliCreated {
  message: string;
  status: string;
  statusCode: number;
  data: { _id: string } & Record<string, unknown>;
}

export async function createKundli(request: KundliRequest): Promise<KundliCreated> {
  const { data } = await (await loadHttp()).post<KundliCreated>('/kundli', request);
  return data;
}

export async function fetchMatch<T>(request: MatchRequest): Promise<T> {
  const { data } = await (await loadHttp()).post<{ data: T }>('/match', request);
  return data.data;
}

export interface LuckyResponse {
  status: string;
  message?: string;
  data?: { name: string; dob: string; sign: string; luckyNumber: number; luckyColor: string; otherColors: string[]; rulingPlanet: string; psychicNumber: number; destinyNumber: number; nameNumber: number };
}

export async function fetchLucky(name: string, dob: string): Promise<LuckyResponse> {
  const { data } = await (await loadHttp()).post<LuckyResponse>('/luckyNumberColor', { name, dob });
  return data;
}
