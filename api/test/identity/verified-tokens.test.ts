import { rememberingVerified } from '../../src/plugins/app/identity/tokens/verified-tokens';
import { TokenVerificationError, type TokenVerifier, type VerifiedToken } from '../../src/plugins/app/identity/tokens/token-verifier';

const T0 = 1_800_000_000; // seconds

/** A verifier that accepts the tokens it is given claims for, and counts its calls. */
function countingVerifier(claims: Record<string, Record<string, unknown>>): TokenVerifier & { calls: number } {
  const v = {
    calls: 0,
    async verify(token: string): Promise<VerifiedToken> {
      v.calls += 1;
      const c = claims[token];
      if (!c) throw new TokenVerificationError('Invalid token signature');
      return { sub: String(c['sub']), claims: c };
    },
  };
  return v;
}

describe('rememberingVerified', () => {
  let nowMs: number;
  const clock = { now: () => nowMs };
  beforeEach(() => {
    nowMs = T0 * 1000;
  });

  it('verifies a token once and answers it again until it expires', async () => {
    const inner = countingVerifier({ a: { sub: 'u1', iat: T0, exp: T0 + 3600 } });
    const verifier = rememberingVerified(inner, clock);
    expect((await verifier.verify('a')).sub).toBe('u1');
    nowMs += 1000;
    expect((await verifier.verify('a')).sub).toBe('u1');
    expect(inner.calls).toBe(1);
  });

  it('sends a token past its exp back to the verifier', async () => {
    const inner = countingVerifier({ a: { sub: 'u1', iat: T0, exp: T0 + 30 } });
    const verifier = rememberingVerified(inner, clock);
    await verifier.verify('a');
    nowMs = (T0 + 30) * 1000;
    await verifier.verify('a');
    expect(inner.calls).toBe(2);
  });

  it('redoes the check at least once a minute', async () => {
    const inner = countingVerifier({ a: { sub: 'u1', iat: T0, exp: T0 + 3600 } });
    const verifier = rememberingVerified(inner, clock);
    await verifier.verify('a');
    nowMs += 60_000;
    await verifier.verify('a');
    expect(inner.calls).toBe(2);
  });

  it('sends a token back when the clock is before its iat or nbf (less the leeway)', async () => {
    const inner = countingVerifier({ a: { sub: 'u1', iat: T0, nbf: T0 + 2, exp: T0 + 3600 } });
    const verifier = rememberingVerified(inner, clock, 5);
    await verifier.verify('a');
    nowMs = (T0 - 3) * 1000; // nbf - leeway: still usable
    await verifier.verify('a');
    expect(inner.calls).toBe(1);
    nowMs = (T0 - 10) * 1000;
    await verifier.verify('a');
    expect(inner.calls).toBe(2);
  });

  it('never remembers a refusal, and keeps tokens apart', async () => {
    const inner = countingVerifier({ a: { sub: 'u1', iat: T0, exp: T0 + 3600 }, b: { sub: 'u2', iat: T0, exp: T0 + 3600 } });
    const verifier = rememberingVerified(inner, clock);
    await expect(verifier.verify('forged')).rejects.toThrow('Invalid token signature');
    await expect(verifier.verify('forged')).rejects.toThrow('Invalid token signature');
    expect((await verifier.verify('a')).sub).toBe('u1');
    expect((await verifier.verify('b')).sub).toBe('u2');
    expect(inner.calls).toBe(4);
  });
});
