import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's scrypt cost: N=2^17 (with r=8, p=1), about 128 MiB and a tenth of a second per hash. */
export const PRODUCTION_HASH_COST = 17;
let PARAMS = { N: 2 ** PRODUCTION_HASH_COST, r: 8, p: 1 };

/**
 * The work factor of new hashes (log2 of N), from PASSWORD_HASH_COST: tests lower it so that thousands of sign-ins
 * do not each spend 128 MiB and a tenth of a second (Django's test settings do the same with their hasher);
 * config/env.ts refuses anything below OWASP's in production. Stored hashes carry their own N, so a hash made at
 * one cost verifies at any other.
 */
export function setPasswordHashCost(log2N: number) {
  if (!Number.isInteger(log2N) || log2N < 10 || log2N > 20) throw new RangeError(`bad scrypt cost ${log2N}`);
  if (PARAMS.N === 2 ** log2N) return;
  PARAMS = { ...PARAMS, N: 2 ** log2N };
  dummy = undefined;
}
const KEY_LENGTH = 32;

function scryptAsync(
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keylen, { ...options, maxmem: 256 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: +n,
    r: +r,
    p: +p,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;
/** A hash to verify against when no account matches, so unknown and known emails take the same time. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
