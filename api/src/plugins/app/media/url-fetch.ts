import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { MEDIA_ERROR_CODES as CODES, URL_IMPORT_LIMITS, URL_IMPORT_MESSAGES as M, importUrlProblem } from '../../../contracts';
import { ApiError } from '../errors';

/*
 * Fetching an address a customer typed (POST .../assets/imports), without letting it reach
 * into the network the api runs in: http and https only, no user name or password, every
 * address a host resolves to checked when the socket connects (the address used is the
 * address checked, so a DNS answer that changes between a check and the connection cannot
 * slip through), every redirect's address checked again, and one deadline for all of it.
 */

/** Whether the api may connect to an IP address for a customer's URL. */
export type AddressPolicy = (address: string) => boolean;

// Not public: this network, private, shared (CGNAT), loopback, link-local, protocol
// assignments, documentation, benchmarking, multicast, reserved and broadcast.
const IPV4_NOT_PUBLIC: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
// Unspecified, loopback and IPv4-compatible (::/96), IPv4-translated, NAT64 local use,
// discard, Teredo, documentation, 6to4, unique local, link-local, site-local, multicast.
// IPv4-mapped and well-known NAT64 addresses are judged by the IPv4 address inside.
const IPV6_NOT_PUBLIC: ReadonlyArray<readonly [string, number]> = [
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

const notPublic = new BlockList();
for (const [network, prefix] of IPV4_NOT_PUBLIC) notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6_NOT_PUBLIC) notPublic.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) address, else null. */
function embeddedIpv4(ipv6: string): string | null {
  // The URL parser writes an IPv6 address one way only (RFC 5952), dotted tails as hex.
  const canonical = new URL(`http://[${ipv6}]/`).hostname.slice(1, -1);
  const match = /^(?:::ffff:|64:ff9b::)(?:([0-9a-f]{1,4}):)?([0-9a-f]{1,4})$/.exec(canonical);
  if (!match) return null;
  const value = parseInt(match[1] ?? '0', 16) * 0x10000 + parseInt(match[2] ?? '0', 16);
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

/** True for an address on the public internet; false for loopback, private, link-local and the other special ranges. */
export function isPublicAddress(address: string): boolean {
  // A zone (fe80::1%eth0) only ever scopes a link-local address.
  if (address.includes('%')) return false;
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family !== 6) return false;
  const ipv4 = embeddedIpv4(address);
  return ipv4 === null ? !notPublic.check(address, 'ipv6') : !notPublic.check(ipv4, 'ipv4');
}

/** Any address at all (URL_IMPORT_ALLOW_PRIVATE=true). */
export const anyAddress: AddressPolicy = () => true;

/** Thrown by the guarded lookup: the host resolves to an address the policy refuses. */
class RefusedAddressError extends Error {
  override readonly name = 'RefusedAddressError';
}

const notAllowed = (message: string): ApiError => new ApiError(400, CODES.URL_NOT_ALLOWED, message);
const notReachable = (message: string): ApiError => new ApiError(422, CODES.URL_NOT_REACHABLE, message);

/**
 * DNS as the socket asks for it, refusing the connection when any address of the host is
 * one the policy refuses (a host with one private address among public ones is refused:
 * which one the socket tries first is not ours to pick).
 */
function guardedLookup(allow: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      if (addresses.length === 0 || addresses.some((a) => !allow(a.address))) {
        return callback(new RefusedAddressError(`${hostname} resolves to an address that may not be used`), '');
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [(typeof addresses)[number]];
      return callback(null, first.address, first.family);
    });
  };
}

/** `address` as a URL the api may ask, else 400 URL_NOT_ALLOWED: http(s), no credentials, an IP literal the policy takes. */
export function checkedUrl(address: string | URL, allow: AddressPolicy): URL {
  const problem = importUrlProblem(String(address));
  if (problem) throw notAllowed(problem);
  const url = new URL(String(address).trim());
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // The socket looks up names only; an address written in the URL is checked here.
  if (isIP(host) && !allow(host)) throw notAllowed(M.privateAddress);
  return url;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'StoryPortal-ImageImport/1.0';

export interface OpenUrlOptions {
  /** Which addresses may be connected to: public ones unless URL_IMPORT_ALLOW_PRIVATE. */
  readonly allow: AddressPolicy;
  /** The deadline of the whole fetch, the body included: aborting it destroys the answer. */
  readonly signal: AbortSignal;
  /** The Accept header. */
  readonly accept: string;
  readonly maxRedirects?: number;
}

/** One GET, answered once its headers arrive. */
function get(url: URL, options: OpenUrlOptions): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        headers: { accept: options.accept, 'accept-encoding': 'identity', 'user-agent': USER_AGENT },
        lookup: guardedLookup(options.allow),
        // A socket of its own each time: a kept-alive one would skip the lookup's check.
        agent: false,
        signal: options.signal,
      },
      resolve,
    );
    request.once('error', reject);
    request.end();
  });
}

/** What a failure while asking or reading an address means to the customer (an ApiError is passed on). */
export function fetchFailure(error: unknown, signal: AbortSignal): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof RefusedAddressError) return notAllowed(M.privateAddress);
  if (signal.aborted) return notReachable(M.timedOut);
  return notReachable(M.unreachable);
}

/**
 * GETs `address`, following at most MAX_REDIRECTS redirects (each address checked again),
 * and answers the final answer when it is a success (2xx) with its body unread; 400
 * URL_NOT_ALLOWED or 422 URL_NOT_REACHABLE else. The caller reads or destroys the body.
 */
export async function openUrl(address: string | URL, options: OpenUrlOptions): Promise<{ url: URL; response: IncomingMessage }> {
  const maxRedirects = options.maxRedirects ?? URL_IMPORT_LIMITS.MAX_REDIRECTS;
  let url = checkedUrl(address, options.allow);
  for (let redirects = 0; ; redirects += 1) {
    let response: IncomingMessage;
    try {
      response = await get(url, options);
    } catch (error) {
      throw fetchFailure(error, options.signal);
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(status) && location) {
      response.destroy();
      if (redirects >= maxRedirects) throw notReachable(M.tooManyRedirects(maxRedirects));
      let next: string;
      try {
        next = new URL(location, url).href;
      } catch {
        throw notReachable(M.unreachable);
      }
      url = checkedUrl(next, options.allow);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw notReachable(M.failedStatus(status));
    }
    return { url, response };
  }
}
