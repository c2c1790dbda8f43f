import type { ContactRequest, ContactResponse } from '@/lib/contract/contact';
import { loadHttp } from './http';

// The browser's call of the contact page (SPEC 2.8). Its reply is the contract's type.

export async function sendContactMessage(request: ContactRequest): Promise<ContactResponse> {
  const { data } = await (await loadHttp()).post<ContactResponse>('/contact', request);
  return data;
}
