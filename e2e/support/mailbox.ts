import { expect } from '@playwright/test';
import { API_URL } from './api';


interface MailboxMessage {
  readonly subject: string;
  readonly text: string;
  readonly code: string | null;
}

/**
 * The newest code mailed to `to` after `since` messages: waits for it to arrive in the
 * api's local mailbox (the outbox's stored transport).
 */
export async function nextCode(to: string, since: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${API_URL}/_local/mailbox?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as MailboxMessage[];
        code = messages.length > since ? (messages[0]?.code ?? null) : null;
        return code;
      },
      { message: `a code mailed to ${to}` },
    )
    .not.toBeNull();
  return code as unknown as string;
}

/** How many messages `to` has received so far. */
export async function mailCount(to: string): Promise<number> {
  const response = await fetch(`${API_URL}/_local/mailbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as MailboxMessage[]).length;
}
