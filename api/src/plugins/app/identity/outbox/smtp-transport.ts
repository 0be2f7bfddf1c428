import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport';

export interface SmtpTransportOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`. */
  readonly url: string;
  /** The From header of every message. */
  readonly from: string;
  /** Milliseconds to wait for the connection, the greeting and each reply (default 10 s). */
  readonly timeoutMs?: number;
}

/**
 * Delivers through an SMTP server (nodemailer). One connection per message: the api
 * sends a handful of codes and requests, not bulk mail, so a pool would only hold idle
 * sockets. A refused or timed-out delivery rejects, so callers decide whether it is fatal.
 * Nothing is stored: with SMTP configured the codes never land in the database.
 */
export function smtpTransport(options: SmtpTransportOptions): MailTransport {
  const timeout = options.timeoutMs ?? 10_000;
  const transporter = nodemailer.createTransport(
    { url: options.url, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout * 2 },
    { from: options.from },
  );
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({ to: message.to, subject: message.subject, text: message.text });
    },
    close() {
      transporter.close();
    },
  };
}
