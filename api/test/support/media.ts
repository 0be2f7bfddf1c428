import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { testMedia, type TestMediaKind } from '@portal/build-tools/src/testMedia.mjs';
import type { FastifyInstance } from 'fastify';
import type { ObjectStorage } from '../../src/plugins/app/storage';
import { signIn } from './account';
import { customerIdOf } from './storyboards';

/*
 * Small test media (build-tools/src/testMedia.mjs: 320x180, 2-4 s, made once per machine
 * with ffmpeg) and the helpers the media tests put them in storage with.
 */

export { testMedia, type TestMediaKind };

/** The bytes of a kind of test media. */
export async function testMediaBytes(kind: TestMediaKind): Promise<Buffer> {
  return readFile((await testMedia(kind)).file);
}

/** The `sub` of a token: the identity whose `private/{identity}/` keys the customer owns. */
export function subOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  return payload.sub;
}

/** A signed-in customer: their id token, identity and customer id. */
export interface MediaCaller {
  readonly token: string;
  readonly sub: string;
  readonly id: number;
}

async function callerOf(app: FastifyInstance, email: string): Promise<MediaCaller> {
  const token = (await signIn(app, email)).IdToken;
  return { token, sub: subOf(token), id: await customerIdOf(app, email) };
}

/** The media tests' callers: a Pro customer, another customer (Starter) and an admin's id token. */
export async function mediaCallers(app: FastifyInstance): Promise<{ me: MediaCaller; other: MediaCaller; admin: string }> {
  return { me: await callerOf(app, 'pro@demo.test'), other: await callerOf(app, 'starter@demo.test'), admin: (await signIn(app, 'admin@demo.test')).IdToken };
}

/** An upload key as the upload route makes them: under the identity, a date, a random id and the file name. */
export const uploadKeyFor = (sub: string, fileName: string): string => `private/${sub}/uploads/2026/05/04/${randomUUID()}/${fileName}`;

/** Asks `read` until `done` says so (the portal polls too); the last answer. */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Puts test media where an upload would have put it; the storage location to register. */
export async function storeTestMedia(
  storage: ObjectStorage,
  sub: string,
  kind: TestMediaKind,
  opts: { fileName?: string; contentType?: string } = {},
): Promise<{ key: string; bucket: string }> {
  const media = await testMedia(kind);
  const key = uploadKeyFor(sub, opts.fileName ?? media.fileName);
  await storage.put(key, await readFile(media.file), opts.contentType ?? media.contentType);
  return { key, bucket: storage.bucket };
}
