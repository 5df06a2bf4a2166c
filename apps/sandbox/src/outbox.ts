// What the sandbox "sends" (SMS, one-time codes, e-mails, push approvals) is written here instead,
// and shown by the sandbox inbox so a person or a test can complete every flow.
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

export async function sendMessage(db: Db, message: OutgoingMessage): Promise<void> {
  await db.insert(outboxMessages).values(message);
}
