import type { FastifyInstance } from 'fastify';
import { seededApp } from './account';
import { TestSmtpServer } from './smtp-server';

/** A seeded app that sends mail by SMTP to a server refusing every recipient (a bounce); `close` stops both. */
export async function seededAppRefusingMail(): Promise<{ readonly app: FastifyInstance; readonly close: () => Promise<void> }> {
  const server = new TestSmtpServer({ rejectRecipients: true });
  const port = await server.start();
  const app = await seededApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  return {
    app,
    close: async () => {
      await app.close();
      await server.close();
    },
  };
}
