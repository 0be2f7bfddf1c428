import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** One message the server accepted. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The DATA section: headers, blank line, body (dot-stuffing removed). */
  data: string;
  /** `user` of a successful AUTH PLAIN, or null when the client did not authenticate. */
  user: string | null;
}

export interface SmtpServerOptions {
  /** Credentials AUTH PLAIN accepts; when unset the server does not offer AUTH. */
  auth?: { user: string; pass: string };
  /** Refuse every recipient with 550 (a bounced delivery). */
  rejectRecipients?: boolean;
}

/**
 * Just enough SMTP (RFC 5321) over a real socket for the outbox's transport to talk to:
 * EHLO/HELO, AUTH PLAIN, MAIL, RCPT, DATA, RSET, NOOP, QUIT. No TLS, so STARTTLS is never
 * offered and the client speaks plain text.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  constructor(private readonly options: SmtpServerOptions = {}) {
    this.server = createServer((socket) => this.session(socket));
  }

  /** Listens on an ephemeral port of 127.0.0.1; resolves to the port. */
  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private session(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string): void => {
      socket.write(`${line}\r\n`);
    };
    let buffer = '';
    let mail: Omit<ReceivedMail, 'data'> = { from: '', to: [], user: null };
    let user: string | null = null;
    let inData = false;
    let awaitingAuth = false;
    let dataLines: string[] = [];

    const authenticate = (encoded: string): void => {
      const [, name = '', pass = ''] = Buffer.from(encoded, 'base64').toString('utf8').split('\u0000');
      const ok = this.options.auth && name === this.options.auth.user && pass === this.options.auth.pass;
      user = ok ? name : null;
      reply(ok ? '235 2.7.0 Authentication successful' : '535 5.7.8 Authentication credentials invalid');
    };

    const command = (line: string): void => {
      if (awaitingAuth) {
        awaitingAuth = false;
        authenticate(line.trim());
        return;
      }
      const [verb = '', ...rest] = line.split(' ');
      const arg = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          if (this.options.auth) reply('250-localhost greets you');
          reply(this.options.auth ? '250 AUTH PLAIN' : '250 localhost greets you');
          return;
        case 'HELO':
          reply('250 localhost');
          return;
        case 'AUTH': {
          const [mechanism = '', initial] = arg.split(' ');
          if (mechanism.toUpperCase() !== 'PLAIN' || !this.options.auth) return reply('504 5.5.4 Unrecognized authentication type');
          if (initial) return authenticate(initial);
          awaitingAuth = true;
          return reply('334 ');
        }
        case 'MAIL':
          if (this.options.auth && !user) return reply('530 5.7.0 Authentication required');
          mail = { from: /<([^>]*)>/.exec(arg)?.[1] ?? '', to: [], user };
          return reply('250 2.1.0 OK');
        case 'RCPT':
          if (this.options.rejectRecipients) return reply('550 5.1.1 Mailbox unavailable');
          mail.to.push(/<([^>]*)>/.exec(arg)?.[1] ?? '');
          return reply('250 2.1.5 OK');
        case 'DATA':
          if (mail.to.length === 0) return reply('554 5.5.1 No valid recipients');
          inData = true;
          dataLines = [];
          return reply('354 End data with <CR><LF>.<CR><LF>');
        case 'RSET':
          mail = { from: '', to: [], user };
          return reply('250 2.0.0 OK');
        case 'NOOP':
          return reply('250 2.0.0 OK');
        case 'QUIT':
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        default:
          reply('502 5.5.2 Command not recognized');
      }
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let index = buffer.indexOf('\r\n');
      while (index >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            this.received.push({ ...mail, data: dataLines.join('\r\n') });
            reply('250 2.0.0 Queued');
          } else {
            dataLines.push(line.startsWith('..') ? line.slice(1) : line);
          }
        } else {
          command(line);
        }
        index = buffer.indexOf('\r\n');
      }
    });
    reply('220 localhost ESMTP test server');
  }
}
