// What the sandbox "sends" (SMS, one-time codes, e-mails, push approvals) is written here instead,
// and shown by the sandbox inbox so a person or a test can complete every flow. Each message is written in the
// language of the call that caused it, or, for a person the call did not come from, in the language that person
// last used (remembered-languages.ts).
import type { Db } from './db/open.ts';
import { outboxMessages } from './db/tables.ts';

export type MessageKind = 'sms' | 'otp' | 'email' | 'push';

export interface OutgoingMessage {
  kind: MessageKind;
  recipient: string;
  subject: string;
  body: string;
  code?: string;
  link?: string;
  loginKey?: string;
}

/** A message's words in one language (each domain keeps its messages' words in six: lang.ts `written`). */
export interface MailWords {
  subject: string;
  body: string;
}

export async function sendMessage(db: Db, message: OutgoingMessage): Promise<void> {
  await db.insert(outboxMessages).values(message);
}
