import type { ReportDeletedResponse, ReportKind, ReportListResponse, ReportResponse } from '@/lib/contract/reports';
import { loadHttp } from './http';

// Browser calls of the signed-in user's saved reports.

export async function fetchReports(): Promise<ReportListResponse> {
  const { data } = await (await loadHttp()).get<ReportListResponse>('/reports');
  return data;
}

export async function saveReport(kind: ReportKind, resultId: string, title?: string): Promise<ReportResponse> {
  const { data } = await (await loadHttp()).post<ReportResponse>('/reports', { kind, resultId, ...(title ? { title } : {}) });
  return data;
}

export async function renameReport(id: string, title: string): Promise<ReportResponse> {
  const { data } = await (await loadHttp()).patch<ReportResponse>(`/reports/${encodeURIComponent(id)}`, { title });
  return data;
}

export async function deleteReport(id: string): Promise<ReportDeletedResponse> {
  const { data } = await (await loadHttp()).delete<ReportDeletedResponse>(`/reports/${encodeURIComponent(id)}`);
  return data;
}
