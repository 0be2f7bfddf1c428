import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { computeU, computeX, g, hexToBigInt, k, modPow, N, padHex } from '../../src/plugins/app/identity/srp/srp-math';
import { formatSrpTimestamp } from '../../src/plugins/app/identity/srp/timestamp';

/** A client half of Cognito's SRP (as amplify computes it), for raw protocol tests. */
export interface SrpClient {
  readonly A: bigint;
  /** The PASSWORD_VERIFIER ChallengeResponses for a challenge and password. */
  respond(challenge: Record<string, string>, password: string, now?: Date): Record<string, string>;
}

export function srpClient(poolName: string, a: bigint = BigInt(`0x${randomBytes(128).toString('hex')}`)): SrpClient {
  const A = modPow(g, a, N);
  return {
    A,
    respond(challenge, password, now = new Date()) {
      const userId = String(challenge['USER_ID_FOR_SRP']);
      const B = hexToBigInt(String(challenge['SRP_B']));
      const salt = hexToBigInt(String(challenge['SALT']));
      const u = computeU(A, B);
      const x = computeX(poolName, userId, password, salt);
      // Client side: S = (B - k * g^x)^(a + u * x) mod N.
      const base = (((B - k * modPow(g, x, N)) % N) + N) % N;
      const S = modPow(base, a + u * x, N);
      const key = Buffer.from(hkdfSync('sha256', Buffer.from(padHex(S), 'hex'), Buffer.from(padHex(u), 'hex'), 'Caldera Derived Key', 16));
      const timestamp = formatSrpTimestamp(now);
      const block = String(challenge['SECRET_BLOCK']);
      const signature = createHmac('sha256', key)
        .update(poolName)
        .update(userId)
        .update(Buffer.from(block, 'base64'))
        .update(timestamp)
        .digest('base64');
      return { USERNAME: userId, PASSWORD_CLAIM_SECRET_BLOCK: block, TIMESTAMP: timestamp, PASSWORD_CLAIM_SIGNATURE: signature };
    },
  };
}
