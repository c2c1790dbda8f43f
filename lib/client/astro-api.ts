import type { KundliRequest, KundliResponse, LuckyResponse, MatchData, MatchRequest, MatchResponse } from '@/lib/contract/astrology';
import type { MuhurtaRequest, MuhurtaResponse } from '@/lib/contract/muhurta';
import { reportPdfPath, type ResultKind } from '@/lib/contract/report-paths';
import type { Locale } from '@/lib/i18n/locales';
import { loadHttp } from './http';

// Browser calls of the free astrology tools (SPEC 7). Their replies are the contract's types.

export async function createKundli(request: KundliRequest): Promise<KundliResponse> {
  const { data } = await (await loadHttp()).post<KundliResponse>('/kundli', request);
  return data;
}

export async function fetchMatch(request: MatchRequest): Promise<MatchData> {
  const { data } = await (await loadHttp()).post<MatchResponse>('/match', request);
  return data.data;
}

/** Issue 27: a muhurta search, kept under a private id (its page is /muhurta/<id>). */
export async function searchMuhurtas(request: MuhurtaRequest): Promise<MuhurtaResponse> {
  const { data } = await (await loadHttp()).post<MuhurtaResponse>('/muhurta', request);
  return data;
}

export async function fetchLucky(name: string, dob: string): Promise<LuckyResponse> {
  const { data } = await (await loadHttp()).post<LuckyResponse>('/luckyNumberColor', { name, dob });
  return data;
}

/** Where a result's PDF is downloaded from (a plain link: the browser saves the attachment). */
export function reportPdfUrl(kind: ResultKind, resultId: string, lang: Locale = 'en'): string {
  return `${process.env.NEXT_PUBLIC_API_BASE_URL || '/api'}${reportPdfPath(kind, resultId, lang)}`;
}
