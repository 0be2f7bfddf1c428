import { escapeHtml } from '../../plugins/app/html';

interface MailboxMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly code: string | null;
  readonly createdAt: Date;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1d2330}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #d5d9e0;vertical-align:top}
.code{font:600 1.2rem ui-monospace,monospace;letter-spacing:.1em}.muted{color:#5b6475}`;

function row(m: MailboxMessage): string {
  return `<tr><td class="muted">${escapeHtml(m.createdAt.toISOString())}</td><td>${escapeHtml(m.to)}</td>
<td><strong>${escapeHtml(m.subject)}</strong><br>${escapeHtml(m.text)}</td>
<td class="code">${m.code ? escapeHtml(m.code) : ''}</td></tr>`;
}

/** The local mailbox page: a plain table, no script, readable by screen readers. */
export function renderMailbox(messages: readonly MailboxMessage[], to: string | null): string {
  const heading = to ? `Local mailbox: ${escapeHtml(to)}` : 'Local mailbox';
  const body = messages.length
    ? `<table><caption class="muted">Newest first</caption>
<thead><tr><th scope="col">Sent (UTC)</th><th scope="col">To</th>
<th scope="col">Message</th><th scope="col">Code</th></tr></thead>
<tbody>${messages.map(row).join('\n')}</tbody></table>`
    : '<p>No messages yet.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading}</title><style>${STYLE}</style></head>
<body><main><h1>${heading}</h1>
<p class="muted">Mail the api stored instead of sending (local mode only). Reload to refresh.</p>
${body}</main></body></html>`;
}
