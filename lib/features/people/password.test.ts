import { describe, expect, it } from 'vitest';
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  passwordNeedsRehash,
  PASSWORD_HASH_PARAMS,
  verifyDummyPassword,
  verifyPassword,
} from './password';

/** `$argon2id$v=19$m=19456,p=1,t=2$salt$hash` → its parts. */
function parsePhc(hash: string) {
  const [, algorithm, version, params, salt, digest] = hash.split('$');
  const values = Object.fromEntries((params ?? '').split(',').map((pair) => pair.split('=') as [string, string]));
  return {
    algorithm,
    version,
    memoryCost: Number(values.m),
    timeCost: Number(values.t),
    parallelism: Number(values.p),
    salt: Buffer.from(salt ?? '', 'base64'),
    digest: Buffer.from(digest ?? '', 'base64'),
  };
}

describe('password hashing', () => {
  it('uses argon2id with the OWASP minimum parameters', async () => {
    expect(PASSWORD_HASH_PARAMS).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const phc = parsePhc(await hashPassword('correct horse battery staple'));
    expect(phc).toMatchObject({ algorithm: 'argon2id', version: 'v=19', memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(phc.salt.length).toBeGreaterThanOrEqual(16);
    expect(phc.digest.length).toBe(32);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same password!'), hashPassword('same password!')]);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse battery stapl')).toBe(false);
    expect(await verifyPassword(hash, 'Correct horse battery staple')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('treats a malformed stored hash as a wrong password', async () => {
    expect(await verifyPassword('not a hash', 'anything at all')).toBe(false);
    expect(await verifyPassword('', 'anything at all')).toBe(false);
  });

  it('keeps the dummy hash in step with the parameters, so that it costs what a real check costs', async () => {
    expect(parsePhc(DUMMY_PASSWORD_HASH)).toMatchObject({ algorithm: 'argon2id', memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(passwordNeedsRehash(DUMMY_PASSWORD_HASH)).toBe(false);
    expect(await verifyDummyPassword('correct horse battery staple')).toBe(false);
  });

  it('asks for a rehash of hashes made with other parameters or another variant', async () => {
    expect(passwordNeedsRehash(await hashPassword('a password here'))).toBe(false);
    expect(passwordNeedsRehash(DUMMY_PASSWORD_HASH.replace('t=2', 't=1'))).toBe(true);
    expect(passwordNeedsRehash(DUMMY_PASSWORD_HASH.replace('$argon2id$', '$argon2i$'))).toBe(true);
    expect(passwordNeedsRehash('garbage')).toBe(true);
  });
});
