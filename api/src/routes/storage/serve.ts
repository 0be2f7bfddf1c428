import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { ApiError } from '../../plugins/app/errors';
import { storageKeyProblem, type ByteRange, type ObjectInfo, type ObjectStorage } from '../../plugins/app/storage';
import { errorResponses } from '../../schemas/errors';

export const STORAGE_ERROR_CODES = {
  INVALID_STORAGE_KEY: 'INVALID_STORAGE_KEY',
  OBJECT_NOT_FOUND: 'OBJECT_NOT_FOUND',
  /** A Range none of whose bytes the object has: 416. */
  RANGE_NOT_SATISFIABLE: 'RANGE_NOT_SATISFIABLE',
  /** A smaller copy asked of an object that is not a PNG, JPEG or WebP image: 400. */
  NOT_AN_IMAGE: 'NOT_AN_IMAGE',
} as const;

/** The wildcard of a storage route: the rest of the key. */
export const wildcardParams = z.object({ '*': z.string().max(2048) });

/** The key a route's path names (`prefix` + the wildcard); 400 INVALID_STORAGE_KEY when it is none. */
export function keyFromPath(prefix: string, rest: string): string {
  const key = `${prefix}${rest}`;
  const problem = storageKeyProblem(key);
  if (problem !== null) throw new ApiError(400, STORAGE_ERROR_CODES.INVALID_STORAGE_KEY, `Invalid storage key: ${problem}`);
  return key;
}

/** The answers of a route that serves an object. */
export const objectResponses = {
  200: z.any().describe("The object's bytes"),
  206: z.any().describe('The requested bytes of the object (Range)'),
  304: z.null().describe('Not modified'),
  ...errorResponses(400, 404, 416, 500),
};

const quoted = (etag: string): string => `"${etag}"`;

/** RFC 9110 §13.1.2: If-None-Match matches any listed tag, weakly, or `*`. */
function matchesNoneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === quoted(etag));
}

type Headers = FastifyRequest['headers'];

/** True when the client's copy is current: 304. If-Modified-Since counts only without If-None-Match. */
function notModified(headers: Headers, info: ObjectInfo): boolean {
  const noneMatch = headers['if-none-match'];
  if (typeof noneMatch === 'string') return matchesNoneMatch(noneMatch, info.etag);
  const since = headers['if-modified-since'];
  if (typeof since !== 'string') return false;
  const date = Date.parse(since);
  // HTTP dates have whole seconds.
  return !Number.isNaN(date) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= date;
}

/** If-Range (RFC 9110 §13.1.5): the range applies only to the representation named (strong ETag or the exact date). */
function ifRangeHolds(headers: Headers, info: ObjectInfo): boolean {
  const ifRange = headers['if-range'];
  if (typeof ifRange !== 'string') return true;
  const value = ifRange.trim();
  if (value.startsWith('"')) return value === quoted(info.etag);
  if (value.startsWith('W/')) return false;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(info.lastModified.getTime() / 1000) * 1000 === date;
}

/**
 * The one byte range a request asks for (RFC 9110 §14.2), within the object's size: null
 * to send the whole object (no Range, one that does not parse, several ranges, or an
 * If-Range that no longer holds), 'unsatisfiable' when none of its bytes exist.
 */
export function requestedRange(headers: Headers, info: ObjectInfo): ByteRange | 'unsatisfiable' | null {
  const header = headers.range;
  if (typeof header !== 'string' || !ifRangeHolds(headers, info)) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const last = info.size - 1;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || info.size === 0) return 'unsatisfiable';
    return { start: Math.max(0, info.size - suffix), end: last };
  }
  const start = Number(match[1]);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  if (start > last) return 'unsatisfiable';
  return { start, end: match[2] === '' ? last : Math.min(Number(match[2]), last) };
}

/**
 * Streams the object under `key` with its stored Content-Type, an ETag and Last-Modified
 * (conditional requests answer 304) and `cacheControl`; a single Range answers 206 with
 * those bytes, one past the end 416. 404 OBJECT_NOT_FOUND when there is none.
 */
export async function serveObject(storage: ObjectStorage, request: FastifyRequest, reply: FastifyReply, key: string, cacheControl: string): Promise<FastifyReply> {
  const notFound = new ApiError(404, STORAGE_ERROR_CODES.OBJECT_NOT_FOUND, 'No such object');
  const info = await storage.stat(key);
  if (!info) throw notFound;
  const validators = (i: ObjectInfo) => ({ etag: quoted(i.etag), 'last-modified': i.lastModified.toUTCString() });
  reply.headers({ ...validators(info), 'cache-control': cacheControl, 'accept-ranges': 'bytes' });
  if (notModified(request.headers, info)) return reply.code(304).send();
  const range = requestedRange(request.headers, info);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${info.size}`);
    throw new ApiError(416, STORAGE_ERROR_CODES.RANGE_NOT_SATISFIABLE, `The object has ${info.size} bytes`);
  }
  if (request.method === 'HEAD') {
    // The headers a GET would send, without reading the object: Fastify's HEAD route reads a
    // stream to its end and keeps the Content-Length it was given (an empty body would set 0).
    reply.type(info.contentType);
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    return reply.header('content-length', range ? range.end - range.start + 1 : info.size).send(Readable.from([]));
  }
  let object = await storage.get(key, range ? { range } : {});
  let part = range;
  if (object && range && object.etag !== info.etag) {
    // Replaced between the two reads: the range may not fit the new bytes; send them whole.
    object.body.destroy();
    object = await storage.get(key);
    part = null;
  }
  if (!object) throw notFound;
  reply.headers(validators(object)).type(object.contentType);
  if (!part) return reply.header('content-length', object.size).send(object.body);
  return reply
    .code(206)
    .headers({ 'content-range': `bytes ${part.start}-${part.end}/${object.size}`, 'content-length': part.end - part.start + 1 })
    .send(object.body);
}
