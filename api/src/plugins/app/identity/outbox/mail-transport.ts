/** One e-mail. `code` is kept apart from the text so the local mailbox can show it plainly. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly code: string | null;
}

/**
 * Where mail goes. The default (`databaseTransport`) stores it in outbox_messages for
 * the local mailbox; `smtpTransport` delivers it when SMTP_URL is set. Services that
 * send mail never know which one they use.
 */
export interface MailTransport {
  /** Recorded with each stored message, e.g. `database` or `smtp`. */
  readonly name: string;
  /** Resolves once the message is stored or accepted by the server; rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  /** Releases connections (called when the app closes). */
  close?(): void;
}

/** The messages the identity service sends, worded like Cognito's defaults. */
export const codeMessages = {
  signUp: (to: string, code: string): MailMessage => ({
    to,
    subject: 'Your verification code',
    text: `Your verification code is ${code}. It expires in 24 hours.`,
    code,
  }),
  resetPassword: (to: string, code: string): MailMessage => ({
    to,
    subject: 'Your password reset code',
    text:
      `Your password reset code is ${code}. It expires in 1 hour. ` +
      'If you did not ask to reset your password, ignore this message.',
    code,
  }),
} as const;

/** Cognito's masked destination in CodeDeliveryDetails: "j***@e***". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}
