/**
 * Every email the real platform would send lands here instead of a mail server: account activation,
 * password reset, order confirmation. Links are pulled out when a mail is sent, so tests and people
 * can follow the storefront URLs a customer would have clicked.
 */
import type {SandboxDb, TableModule} from '../db';

export type MailKind =
  | 'account_activation'
  | 'password_reset'
  | 'order_confirmation'
  | 'sign_in_code';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: MailKind;
}

export interface SentMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: MailKind;
  /** Every http(s) URL in the text and HTML bodies, in order of first appearance. */
  links: string[];
  sentAt: string;
}

export const outboxTables: TableModule = {
  name: 'outbox',
  migrations: [
    `CREATE TABLE IF NOT EXISTS outbox_mail (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      to_address TEXT NOT NULL,
      subject TEXT NOT NULL,
      text_body TEXT NOT NULL,
      html_body TEXT,
      kind TEXT NOT NULL,
      sent_at TEXT NOT NULL
    )`,
    'CREATE INDEX IF NOT EXISTS outbox_mail_to ON outbox_mail (to_address COLLATE NOCASE)',
  ],
};

interface MailRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: MailKind;
  sent_at: string;
}

export function sendMail(db: SandboxDb, mail: OutgoingMail): SentMail {
  const sentAt = new Date().toISOString();
  const {lastInsertRowid} = db
    .prepare(
      `INSERT INTO outbox_mail (to_address, subject, text_body, html_body, kind, sent_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(mail.to, mail.subject, mail.text, mail.html ?? null, mail.kind, sentAt);
  return toSentMail({
    id: Number(lastInsertRowid),
    to_address: mail.to,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html ?? null,
    kind: mail.kind,
    sent_at: sentAt,
  });
}

/** Newest first; `to` matches the recipient ignoring case. */
export function listMail(db: SandboxDb, filter: {to?: string | null} = {}): SentMail[] {
  const rows = (
    filter.to
      ? db
          .prepare('SELECT * FROM outbox_mail WHERE to_address = ? COLLATE NOCASE ORDER BY id DESC')
          .all(filter.to.trim())
      : db.prepare('SELECT * FROM outbox_mail ORDER BY id DESC').all()
  ) as MailRow[];
  return rows.map(toSentMail);
}

export function countMail(db: SandboxDb): number {
  return (db.prepare('SELECT COUNT(*) AS count FROM outbox_mail').get() as {count: number}).count;
}

/** A URL in a body: punctuation that ends a sentence after it is not part of the link. */
export const URL_PATTERN = /https?:\/\/[^\s"'<>]*[^\s"'<>.,;:!?)]/g;

/** Every URL in the bodies, once each, with HTML's `&amp;` read back as `&`. */
export function linksIn(...bodies: (string | null)[]): string[] {
  const found = bodies.flatMap((body) => body?.match(URL_PATTERN) ?? []);
  return [...new Set(found.map((url) => url.replace(/&amp;/g, '&')))];
}

function toSentMail(row: MailRow): SentMail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    kind: row.kind,
    links: linksIn(row.text_body, row.html_body),
    sentAt: row.sent_at,
  };
}
