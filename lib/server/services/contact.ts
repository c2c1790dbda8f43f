import 'server-only';
import { and, eq, gte, lt, notExists } from 'drizzle-orm';
import { CONTACT_HONEYPOT_FIELD, type ContactMessage } from '@/lib/contract/contact';
import { consumeLimits } from '../auth/rate-limit';
import { getDb } from '../db/client';
import { contactMessageReplies, contactMessages } from '../db/schema';
import { deliverContactMessage } from '../delivery/contact-message';
import { log, logError } from '../log';

export interface StoredContactMessage {
  id: string;
  createdAt: Date;
  message: ContactMessage;
}

/**
 * Takes a checked contact message from one client address: spends a point of the address's
 * hourly limit (429 when spent), then stores the message. A message whose honeypot is filled in
 * came from a bot: it counts against the limit like any other, but nothing is stored and null
 * is returned, so the caller answers exactly as for a person.
 */
export async function receiveContactMessage(message: ContactMessage, clientAddress: string): Promise<StoredContactMessage | null> {
  await consumeLimits([['contactPerIp', clientAddress]], 'messages from this address');
  if (message[CONTACT_HONEYPOT_FIELD]?.trim()) {
    log.info('contact message dropped: the hidden field was filled in');
    return null;
  }
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({ fullName: message.fullName, countryCode: message.countryCode, phone: message.phone, email: message.email, message: message.message })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  log.info({ contactMessageId: row!.id }, 'contact message stored');
  return { id: row!.id, createdAt: row!.createdAt, message };
}

/**
 * E-mails a stored message to the business. A failure is logged (the message's id, never its
 * text or the visitor's details) and not thrown: the message is kept, and the visitor was told
 * it arrived, which it did.
 */
export async function emailContactMessage(stored: StoredContactMessage): Promise<void> {
  try {
    await deliverContactMessage(stored.message, stored.createdAt);
    log.info({ contactMessageId: stored.id }, 'contact message e-mailed');
  } catch (err) {
    logError('contact message stored but not e-mailed', err, { contactMessageId: stored.id });
  }
}

/** How long a contact message is kept after it arrived or was last answered (the Privacy Policy's 12 months). */
export const CONTACT_MESSAGE_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Deletes the contact messages that arrived, and were last answered, more than 12 months ago
 * (their replies go with them). Run by the hourly clean-up (lib/server/startup.ts).
 */
export async function deleteStaleContactMessages(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CONTACT_MESSAGE_RETENTION_MS);
  const db = await getDb();
  const recentReply = db
    .select({ id: contactMessageReplies.id })
    .from(contactMessageReplies)
    .where(and(eq(contactMessageReplies.messageId, contactMessages.id), gte(contactMessageReplies.createdAt, cutoff)));
  const gone = await db
    .delete(contactMessages)
    .where(and(lt(contactMessages.createdAt, cutoff), notExists(recentReply)))
    .returning({ id: contactMessages.id });
  return gone.length;
}
