import type { KundliRequest, KundliResponse, LuckyResponse, MatchData, MatchRequest, MatchResponse } from '@/lib/contract/astrology';
import { reportPdfPath, type ReportKind } from '@/lib/contract/report-paths';
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

export async function fetchLucky(name: string, dob: string): Promise<LuckyResponse> {
  const { data } = await (await loadHttp()).post<LuckyResponse>('/luckyNumberColor', { name, dob });
  return data;
}

/** Where a result's PDF is downloaded from (a plain link: the browser saves the attachment). */
export function reportPdfUrl(kind: ReportKind, resultId: string, lang: Locale = 'en'): string {
  return `${process.env.NEXT_PUBLIC_API_BASE_URL || '/api'}${reportPdfPath(kind, resultId, lang)}`;
}
