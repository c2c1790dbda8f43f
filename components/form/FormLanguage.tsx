'use client';
import { createContext, useContext, type ReactNode } from 'react';
import { translateMessage, type MessageTable } from '@/lib/i18n/api-messages';

// The form kit's messages in the page's language. A form checks its values with the contract's
// schema (English, the spec's words) and shows the server's messages; on a Hindi page the island's
// ClientMessages gives it the Hindi table of those messages (lib/i18n/api-messages.hi.ts), and
// each problem and alert is shown through it. English pages get no table: texts show as written.

const FormTable = createContext<MessageTable | null>(null);

export function FormLanguageProvider({ table, children }: { table: MessageTable | null; children: ReactNode }) {
  return <FormTable.Provider value={table}>{children}</FormTable.Provider>;
}

/** A message in the page's language: `(text) => text` on English pages. */
export function useFormText(): (text: string) => string {
  const table = useContext(FormTable);
  return (text) => translateMessage(text, table ? 'hi' : 'en', table ?? undefined);
}

/** A problem or alert of a form, in the page's language (rendered by the form kit, server or client). */
export function FormText({ text }: { text: string }) {
  return <>{useFormText()(text)}</>;
}
