import type { MessageMarkRequest, MessageMarkResponse, MessageReplyRequest, MessageReplyResponse } from '@/lib/contract/admin-messages';
import type { AdminUserDetail, EndSessionsResponse, UserRolesRequest } from '@/lib/contract/admin-users';
import type { AdminReviewData } from '@/lib/contract/reviews';
import { loadHttp } from './http';

// The admin console's calls from the browser (docs/api.md, "Admin console").

export async function markMessage(id: string, request: MessageMarkRequest): Promise<MessageMarkResponse> {
  const { data } = await (await loadHttp()).patch<MessageMarkResponse>(`/admin/messages/${encodeURIComponent(id)}`, request);
  return data;
}

export async function replyToMessage(id: string, request: MessageReplyRequest): Promise<MessageReplyResponse> {
  const { data } = await (await loadHttp()).post<MessageReplyResponse>(`/admin/messages/${encodeURIComponent(id)}/reply`, request);
  return data;
}

export async function setRoles(id: string, request: UserRolesRequest): Promise<AdminUserDetail> {
  const { data } = await (await loadHttp()).patch<AdminUserDetail>(`/admin/users/${encodeURIComponent(id)}`, request);
  return data;
}

export async function endSessions(id: string): Promise<EndSessionsResponse> {
  const { data } = await (await loadHttp()).delete<EndSessionsResponse>(`/admin/users/${encodeURIComponent(id)}/sessions`);
  return data;
}

/** Hides a review from the expert's page, with the reason (audited). */
export async function hideReview(id: string, reason: string): Promise<{ review: AdminReviewData }> {
  const { data } = await (await loadHttp()).post<{ review: AdminReviewData }>(`/admin/reviews/${encodeURIComponent(id)}/hide`, { reason });
  return data;
}

/** Shows a hidden review again (audited). */
export async function showReview(id: string): Promise<{ review: AdminReviewData }> {
  const { data } = await (await loadHttp()).post<{ review: AdminReviewData }>(`/admin/reviews/${encodeURIComponent(id)}/show`);
  return data;
}
