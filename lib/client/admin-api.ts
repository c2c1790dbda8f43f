import type { MessageMarkRequest, MessageMarkResponse, MessageReplyRequest, MessageReplyResponse } from '@/lib/contract/admin-messages';
import type { AdminUserDetail, EndSessionsResponse, UserRolesRequest } from '@/lib/contract/admin-users';
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
