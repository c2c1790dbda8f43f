import { after } from 'next/server';
import { CONTACT_THANK_YOU, contactRequestSchema, type ContactResponse } from '@/lib/contract/contact';
import { clientIp } from '@/lib/server/auth/request-guard';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { emailContactMessage, receiveContactMessage } from '@/lib/server/services/contact';

export const dynamic = 'force-dynamic';

/**
 * SPEC 2.8: a message from the contact page. Stored first, then e-mailed to the business once
 * the answer has gone (the visitor does not wait for the mail server; a failure is logged and
 * the message kept). A bot that filled in the honeypot gets the same answer, and nothing happens.
 */
export const POST = route(async (req) => {
  const message = parseWith(await readJsonObject(req), contactRequestSchema);
  const stored = await receiveContactMessage(message, clientIp(req));
  if (stored) after(() => emailContactMessage(stored));
  const body: ContactResponse = { status: 'success', message: CONTACT_THANK_YOU };
  return json(body, 201, { 'Cache-Control': 'no-store' });
});
