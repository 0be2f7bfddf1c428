/** @jest-environment node */
import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { padHex, srpTimestamp, startSrp } from './srp';

/** The server half of Cognito's SRP, written from the protocol with Node's crypto. */
const N = BigInt(`0x${'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7EDEE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3BE39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA051015728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200CBBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF'}`);
const g = 2n;
const H = (hex: string): bigint => BigInt(`0x${createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex')}`);
const pow = (b: bigint, e: bigint): bigint => {
  let r = 1n;
  for (b %= N; e > 0n; e >>= 1n, b = (b * b) % N) if (e & 1n) r = (r * b) % N;
  return r;
};

function server(pool: string, userId: string, password: string) {
  const salt = BigInt(`0x${randomBytes(16).toString('hex')}`);
  const x = H(padHex(salt) + createHash('sha256').update(`${pool}${userId}:${password}`).digest('hex'));
  const v = pow(g, x);
  const b = BigInt(`0x${randomBytes(32).toString('hex')}`);
  const B = (H(padHex(N) + padHex(g)) * v + pow(g, b)) % N;
  const block = randomBytes(64).toString('base64');
  return {
    challenge: { USER_ID_FOR_SRP: userId, SRP_B: B.toString(16), SALT: salt.toString(16), SECRET_BLOCK: block },
    /** The signature a client that knows the password sends for A at this timestamp. */
    expected(srpA: string, timestamp: string): string {
      const A = BigInt(`0x${srpA}`);
      const u = H(padHex(A) + padHex(B));
      const S = pow(A * pow(v, u), b); // the server's side of the shared secret
      const key = Buffer.from(hkdfSync('sha256', Buffer.from(padHex(S), 'hex'), Buffer.from(padHex(u), 'hex'), 'Caldera Derived Key', 16));
      return createHmac('sha256', key).update(pool).update(userId).update(Buffer.from(block, 'base64')).update(timestamp).digest('base64');
    },
  };
}

describe('the SRP client', () => {
  const now = new Date(Date.UTC(2026, 10, 3, 9, 5, 7));

  it("answers the PASSWORD_VERIFIER challenge with the signature the server computes", async () => {
    const srv = server('LocalPool', 'sub-123', 'Demo!2345');
    const attempt = startSrp('ap-southeast-2_LocalPool');
    const answer = await attempt.respond(srv.challenge, 'Demo!2345', now);
    expect(answer).toEqual({
      USERNAME: 'sub-123',
      PASSWORD_CLAIM_SECRET_BLOCK: srv.challenge.SECRET_BLOCK,
      TIMESTAMP: 'Tue Nov 3 09:05:07 UTC 2026',
      PASSWORD_CLAIM_SIGNATURE: srv.expected(attempt.srpA, 'Tue Nov 3 09:05:07 UTC 2026'),
    });
  });

  it('gives a signature the server refuses for a wrong password or another pool', async () => {
    const srv = server('LocalPool', 'sub-123', 'Demo!2345');
    const wrong = startSrp('ap-southeast-2_LocalPool');
    expect((await wrong.respond(srv.challenge, 'Demo!2346', now)).PASSWORD_CLAIM_SIGNATURE).not.toBe(srv.expected(wrong.srpA, srpTimestamp(now)));
    const otherPool = startSrp('ap-southeast-2_OtherPool');
    expect((await otherPool.respond(srv.challenge, 'Demo!2345', now)).PASSWORD_CLAIM_SIGNATURE).not.toBe(srv.expected(otherPool.srpA, srpTimestamp(now)));
  });

  it('refuses a B that is a multiple of N (it would fix the shared secret)', async () => {
    const srv = server('LocalPool', 'sub-123', 'Demo!2345');
    await expect(startSrp('ap-southeast-2_LocalPool').respond({ ...srv.challenge, SRP_B: N.toString(16) }, 'Demo!2345')).rejects.toThrow('invalid SRP_B');
  });

  it('pads hex as Cognito hashes it', () => {
    expect(padHex(0x7fn)).toBe('7f');
    expect(padHex(0x80n)).toBe('0080');
    expect(padHex(0xabcn)).toBe('0abc');
    expect(srpTimestamp(new Date(Date.UTC(2026, 0, 25, 23, 0, 9)))).toBe('Sun Jan 25 23:00:09 UTC 2026');
  });
});
