import './zod-jitless';
import { z } from 'zod';
import { pageQuerySchema, type Paged } from './admin';
import { requiredText } from './text-field';

// The console's contact messages: GET /api/admin/messages, PATCH /api/admin/messages/{id},
// POST /api/admin/messages/{id}/reply. Admins only.

/** A message is 'new' until someone opens it ('read'), and 'handled' once dealt with. */
export const CONTACT_MESSAGE_STATES = ['new', 'read', 'handled'] as const;
export type ContactMessageState = (typeof CONTACT_MESSAGE_STATES)[number];
/** What staff may set (a message cannot be made new again). */
export const MARKABLE_STATES = ['read', 'handled'] as const;

export const MESSAGE_STATE_LABELS: Record<ContactMessageState, string> = { new: 'New', read: 'Read', handled: 'Handled' };

const STATUS_MESSAGE = 'Please choose a status: new, read or handled.';

export const messageListQuerySchema = z.object({
  page: pageQuerySchema,
  // Empty (the filter form's "all") means no filter.
  status: z
    .union([z.literal(''), z.enum(CONTACT_MESSAGE_STATES)], STATUS_MESSAGE)
    .optional()
    .transform((v) => v || undefined),
});

export const messageMarkRequestSchema = z.object({
  status: z.enum(MARKABLE_STATES, 'Please mark the message "read" or "handled".'),
});
export type MessageMarkRequest = z.infer<typeof messageMarkRequestSchema>;

export const REPLY_MAX_LENGTH = 5000;

export const messageReplyRequestSchema = z.object({
  text: requiredText('Reply', REPLY_MAX_LENGTH, {
    required: 'Please write your reply.',
    tooLong: `Please shorten your reply to at most ${REPLY_MAX_LENGTH} characters.`,
  }),
});
export type MessageReplyRequest = z.infer<typeof messageReplyRequestSchema>;

export interface MessageReply {
  id: string;
  text: string;
  /** When the e-mail went out; null when sending failed (the reply is kept). */
  sentAt: string | null;
  createdAt: string;
  authorName: string;
}

export interface AdminContactMessage {
  id: string;
  fullName: string;
  countryCode: string;
  phone: string;
  email: string;
  message: string;
  status: ContactMessageState;
  createdAt: string;
  replies: MessageReply[];
}

export interface MessagePage extends Paged {
  messages: AdminContactMessage[];
  status: ContactMessageState | null;
}

export interface MessageMarkResponse {
  message: AdminContactMessage;
}

export interface MessageReplyResponse {
  reply: MessageReply;
  /** False when the e-mail could not be sent: the reply is saved and can be sent again. */
  delivered: boolean;
  /** The message's state after the reply: handled once the reply was sent. */
  status: ContactMessageState;
  message: string;
}
