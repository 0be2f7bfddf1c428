import { getDiffieHellman, randomBytes } from 'node:crypto';
import { passwordPolicyViolation } from '../../src/plugins/app/identity/password-policy';
import { openChallenge, sealChallenge, type ChallengeState } from '../../src/plugins/app/identity/srp/secret-block';
import { g, k, modPow, N, N_HEX, padHex } from '../../src/plugins/app/identity/srp/srp-math';
import {
  claimSignature,
  createCredentials,
  passwordMatches,
  serverEphemeral,
  sessionKey,
} from '../../src/plugins/app/identity/srp/srp-server';
import { formatSrpTimestamp, isSrpTimestamp } from '../../src/plugins/app/identity/srp/timestamp';
import { srpClient } from './srp-client';

const id = { poolName: 'LocalPool', userId: '6f1c4a52-0d7e-4c1a-9a51-2f0e8c3b7d11' };

describe('SRP arithmetic (Cognito flavour)', () => {
  it('uses the RFC 5054 3072-bit group with g = 2', () => {
    expect(N_HEX.toLowerCase()).toBe(getDiffieHellman('modp15').getPrime('hex'));
    expect(g).toBe(2n);
    expect(k > 0n && k < N).toBe(true);
  });

  it.each([
    [0n, '00'],
    [1n, '01'],
    [0x7fn, '7f'],
    [0x80n, '0080'],
    [0xabcn, '0abc'],
    [0xfffn, '0fff'],
    [0x8000n, '008000'],
  ])('pads %s like Java BigInteger.toByteArray: %s', (value, hex) => {
    expect(padHex(value)).toBe(hex);
  });

  it('agrees with the client-side computation for the right password only', () => {
    const stored = createCredentials(id, 'Demo!2345');
    expect(passwordMatches(id, 'Demo!2345', stored)).toBe(true);
    expect(passwordMatches(id, 'Demo!2346', stored)).toBe(false);
    expect(passwordMatches({ ...id, poolName: 'OtherPool' }, 'Demo!2345', stored)).toBe(false);

    const { b, B } = serverEphemeral(stored.verifier);
    const client = srpClient(id.poolName);
    const block = randomBytes(64).toString('base64');
    const challenge = { SALT: stored.salt, SRP_B: B.toString(16), SECRET_BLOCK: block, USER_ID_FOR_SRP: id.userId };
    const at = new Date(Date.UTC(2026, 10, 3, 9, 5, 7));
    const key = sessionKey({ A: client.A, B, b, verifierHex: stored.verifier });
    if (!key) throw new Error('key expected');
    const expected = claimSignature(key, id, Buffer.from(block, 'base64'), formatSrpTimestamp(at)).toString('base64');
    expect(client.respond(challenge, 'Demo!2345', at)['PASSWORD_CLAIM_SIGNATURE']).toBe(expected);
    expect(client.respond(challenge, 'Demo!2346', at)['PASSWORD_CLAIM_SIGNATURE']).not.toBe(expected);
  });

  it('refuses a client A that is 0 modulo N', () => {
    const stored = createCredentials(id, 'Demo!2345');
    const { b, B } = serverEphemeral(stored.verifier);
    expect(sessionKey({ A: 0n, B, b, verifierHex: stored.verifier })).toBeNull();
    expect(sessionKey({ A: N * 3n, B, b, verifierHex: stored.verifier })).toBeNull();
    expect(sessionKey({ A: modPow(g, 5n, N), B, b, verifierHex: stored.verifier })).toBeInstanceOf(Buffer);
  });
});

describe('PASSWORD_VERIFIER timestamp', () => {
  it('formats like amplify getNowString: unpadded day, padded time, UTC', () => {
    expect(formatSrpTimestamp(new Date(Date.UTC(2026, 10, 3, 9, 5, 7)))).toBe('Tue Nov 3 09:05:07 UTC 2026');
    expect(formatSrpTimestamp(new Date(Date.UTC(2026, 0, 31, 23, 59, 0)))).toBe('Sat Jan 31 23:59:00 UTC 2026');
  });

  it.each([
    ['Tue Nov 3 09:05:07 UTC 2026', true],
    ['Tue Nov 03 09:05:07 UTC 2026', true],
    ['Tue Nov 3 9:05:07 UTC 2026', false],
    ['2026-11-03T09:05:07Z', false],
    ['Tue Nov 32 09:05:07 UTC 2026', false],
  ])('%s is a timestamp: %s', (value, ok) => {
    expect(isSrpTimestamp(value)).toBe(ok);
  });
});

describe('SECRET_BLOCK sealing', () => {
  const key = randomBytes(32);
  const state: ChallengeState = {
    nonce: 'e0b1a4b0-8a55-4d8f-bf0a-3c54b4a1e001',
    sub: id.userId,
    userId: id.userId,
    clientId: 'client',
    A: 'abc',
    b: 'def',
    B: '123',
    expiresAt: 1_800_000_000_000,
  };

  it('round-trips and hides the server secret b', () => {
    const block = sealChallenge(state, key);
    expect(openChallenge(block, key)).toEqual(state);
    expect(Buffer.from(block, 'base64').toString('latin1')).not.toContain('"b":"def"');
  });

  it('refuses a flipped bit, another key and junk', () => {
    const raw = Buffer.from(sealChallenge(state, key), 'base64');
    raw[20] = (raw[20] ?? 0) ^ 1;
    expect(openChallenge(raw.toString('base64'), key)).toBeNull();
    expect(openChallenge(sealChallenge(state, key), randomBytes(32))).toBeNull();
    expect(openChallenge('not a block', key)).toBeNull();
  });
});

describe('password policy (000 §5)', () => {
  it.each([
    ['Demo!2345', null],
    ['Aa1!aaaa', null],
    ['Aa1 aaaa', null],
    ['Aa1!aaa', 'Password not long enough'],
    ['aa1!aaaa', 'Password must have uppercase characters'],
    ['AA1!AAAA', 'Password must have lowercase characters'],
    ['Aa!!aaaa', 'Password must have numeric characters'],
    ['Aa12aaaa', 'Password must have symbol characters'],
    [`Aa1!${'a'.repeat(253)}`, 'Password is too long'],
  ])('%#: %p', (password, violation) => {
    expect(passwordPolicyViolation(password)).toBe(violation);
  });
});
