import type { Db } from '../../../../db';
import type { Clock } from '../clock';
import type { MailMessage, MailTransport } from './mail-transport';

/** A stored message as the local mailbox lists it. */
export interface StoredMessage extends MailMessage {
  readonly id: number;
  readonly createdAt: Date;
}

export interface OutboxRepository {
  insert(message: MailMessage, transport: string, at: Date): Promise<void>;
  /** Newest first; all recipients when `to` is null. */
  list(to: string | null, limit: number): Promise<StoredMessage[]>;
}

interface Row {
  id: number | string;
  to_address: string;
  subject: string;
  body_text: string;
  code: string | null;
  created_at: Date | string;
}

export function outboxRepository(db: Db): OutboxRepository {
  return {
    async insert(m, transport, at) {
      await db.query(
        `insert into outbox_messages (to_address, subject, body_text, code, transport, created_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [m.to.toLowerCase(), m.subject, m.text, m.code, transport, at],
      );
    },
    async list(to, limit) {
      const { rows } = await db.query<Row>(
        `select id, to_address, subject, body_text, code, created_at from outbox_messages
         where $1::text is null or to_address = $1
         order by created_at desc, id desc
         limit $2`,
        [to?.trim().toLowerCase() ?? null, limit],
      );
      return rows.map((r) => ({
        id: Number(r.id),
        to: r.to_address,
        subject: r.subject,
        text: r.body_text,
        code: r.code,
        createdAt: new Date(r.created_at),
      }));
    },
  };
}

/** The default transport: keeps the message in the database (read by /_local/mailbox). */
export function databaseTransport(db: Db, clock: Clock): MailTransport {
  const repo = outboxRepository(db);
  return {
    name: 'database',
    send: (message) => repo.insert(message, 'database', new Date(clock.now())),
  };
}
