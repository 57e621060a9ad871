// A legal request's code and its mailed link's token (docs/architecture.md, 'Legal requests').
// Both unguessable: whoever does not read the mailbox can neither confirm a request nor find one.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Crockford's base32: digits and letters without I, L, O, U (contracts' code pattern). */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'PG-' and ten random characters: 50 bits, told on screen and in the mail. */
export function newRequestCode(): string {
  let code = 'PG-';
  for (let i = 0; i < 10; i += 1) code += CROCKFORD[randomInt(CROCKFORD.length)];
  return code;
}

/** The link's token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its sha256, hex. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token's hash equals the stored one, compared in constant time. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(tokenHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
