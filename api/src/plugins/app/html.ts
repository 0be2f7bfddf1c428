import { createHash } from 'node:crypto';

/*
 * What the api's few HTML pages (the local mailbox, the share page) need to be safe: text
 * escaped wherever it lands, and their one inline stylesheet allowed by its hash, so their
 * Content-Security-Policy needs no 'unsafe-inline'.
 */

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value shown came from a request at some point (addresses, names, titles): escape all of it. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The CSP source that allows exactly this inline `<style>` content: `'sha256-...'`. */
export function inlineStyleSource(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}
