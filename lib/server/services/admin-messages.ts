import 'server-only';
import { count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@/lib/contract/admin';
import type {
  AdminContactMessage,
  ContactMessageState,
  MessagePage,
  MessageReply,
  MessageReplyResponse,
} from '@/lib/contract/admin-messages';
import { consumeLimits } from '../auth/rate-limit';
import type { SessionUser } from '../auth/session';
import { getDb } from '../db/client';
import { contactMessageReplies, contactMessages, users } from '../db/schema';
import { deliverContactReply } from '../delivery/contact-reply';
import { HttpError } from '../errors';
import { logError } from '../log';
import { recordAdminAction } from './admin-audit';

type MessageRow = typeof contactMessages.$inferSelect;
type ReplyRow = { reply: typeof contactMessageReplies.$inferSelect; authorName: string | null };

const MESSAGE_NOT_FOUND = 'That message does not exist (it may have been deleted).';

function toReply({ reply, authorName }: ReplyRow): MessageReply {
  return {
    id: reply.id,
    text: reply.text,
    sentAt: reply.sentAt?.toISOString() ?? null,
    createdAt: reply.createdAt.toISOString(),
    authorName: authorName || 'Staff',
  };
}

function toAdminMessage(m: MessageRow, replies: ReplyRow[]): AdminContactMessage {
  return {
    id: m.id,
    fullName: m.fullName,
    countryCode: m.countryCode,
    phone: m.phone,
    email: m.email,
    message: m.message,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
    replies: replies.filter((r) => r.reply.messageId === m.id).map(toReply),
  };
}

async function repliesOf(messageIds: string[]): Promise<ReplyRow[]> {
  if (messageIds.length === 0) return [];
  const db = await getDb();
  return db
    .select({ reply: contactMessageReplies, authorName: users.name })
    .from(contactMessageReplies)
    .leftJoin(users, eq(users.id, contactMessageReplies.authorUserId))
    .where(inArray(contactMessageReplies.messageId, messageIds))
    .orderBy(contactMessageReplies.createdAt);
}

/** One page of contact messages, newest first, optionally only those in one state. */
export async function listContactMessages({ page, status }: { page: number; status?: ContactMessageState }): Promise<MessagePage> {
  const db = await getDb();
  const where: SQL | undefined = status ? eq(contactMessages.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  const replies = await repliesOf(rows.map((r) => r.id));
  return { messages: rows.map((m) => toAdminMessage(m, replies)), page, pageSize: ADMIN_PAGE_SIZE, total: total?.n ?? 0, status: status ?? null };
}

/** Marks a message read or handled; the change and the audit entry are one transaction. */
export async function markContactMessage(actor: SessionUser, id: string, status: Exclude<ContactMessageState, 'new'>): Promise<AdminContactMessage> {
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update').limit(1);
    if (!current) throw new HttpError(404, MESSAGE_NOT_FOUND);
    if (current.status === status) return current;
    const [row] = await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)).returning();
    await recordAdminAction(tx, { actorId: actor.id, action: 'message.mark', targetType: 'contact_message', targetId: id, before: { status: current.status }, after: { status } });
    return row!;
  });
  return toAdminMessage(updated, await repliesOf([id]));
}

/**
 * E-mails a reply to the visitor. The reply is stored and audited first (a new message becomes
 * read), then sent; once sent, the message is handled. A failed send is logged and reported, the
 * stored reply stays unsent and the message stays open.
 */
export async function replyToContactMessage(actor: SessionUser, id: string, text: string): Promise<MessageReplyResponse> {
  await consumeLimits([['adminRepliesPerUser', actor.id]], 'replies');
  const db = await getDb();
  const { message, reply } = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update').limit(1);
    if (!current) throw new HttpError(404, MESSAGE_NOT_FOUND);
    const [stored] = await tx.insert(contactMessageReplies).values({ messageId: id, authorUserId: actor.id, text }).returning();
    const status = current.status === 'new' ? 'read' : current.status;
    if (status !== current.status) await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'message.reply',
      targetType: 'contact_message',
      targetId: id,
      before: { status: current.status },
      after: { status, replyId: stored!.id, reply: text },
    });
    return { message: current, reply: stored! };
  });
  let sentAt: Date | null = null;
  let status: ContactMessageState = message.status === 'new' ? 'read' : message.status;
  try {
    await deliverContactReply({ to: message.email, fullName: message.fullName, originalMessage: message.message, received: message.createdAt, text });
    sentAt = new Date();
    status = await recordReplySent(actor, id, reply.id, sentAt);
  } catch (err) {
    logError('contact reply stored but not e-mailed', err, { contactMessageId: id, replyId: reply.id });
  }
  return {
    reply: toReply({ reply: { ...reply, sentAt }, authorName: actor.name }),
    delivered: sentAt !== null,
    status,
    message: sentAt ? `Your reply was e-mailed to ${message.email}.` : 'Your reply was saved, but the e-mail could not be sent. Please try again later.',
  };
}

/**
 * A sent reply answers the message: it becomes handled (audited as the replying admin's mark),
 * so it leaves the lists of new and read messages once they are reloaded. Returns its state.
 */
async function recordReplySent(actor: SessionUser, id: string, replyId: string, sentAt: Date): Promise<ContactMessageState> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<ContactMessageState> => {
    await tx.update(contactMessageReplies).set({ sentAt }).where(eq(contactMessageReplies.id, replyId));
    const [current] = await tx.select({ status: contactMessages.status }).from(contactMessages).where(eq(contactMessages.id, id)).for('update').limit(1);
    if (!current || current.status === 'handled') return 'handled';
    await tx.update(contactMessages).set({ status: 'handled' }).where(eq(contactMessages.id, id));
    await recordAdminAction(tx, { actorId: actor.id, action: 'message.mark', targetType: 'contact_message', targetId: id, before: { status: current.status }, after: { status: 'handled', replyId } });
    return 'handled';
  });
}
