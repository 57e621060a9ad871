// 'Mi pase' (docs/architecture.md, 'Check-in'): a code signed with CHECKIN_SECRET that names the
// member and the minute it was shown, accepted for PASS_VALID_STEPS minutes, and a 6-digit number
// derived from the same signature for typing at the desk.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PASS_STEP_SECONDS, PASS_VALID_STEPS } from '@power-gym/contracts';

const VERSION = 'PG1';
const STEP_MS = PASS_STEP_SECONDS * 1000;

export const stepAt = (now: Date) => Math.floor(now.getTime() / STEP_MS);

/** When a pass shown at `step` stops working. */
export const passExpiry = (step: number) => new Date((step + PASS_VALID_STEPS) * STEP_MS);

/** Whether a pass shown at `step` still works at `now`; one from the future never does. */
export const passValid = (step: number, now: Date) => {
  const current = stepAt(now);
  return step <= current && step > current - PASS_VALID_STEPS;
};

const signature = (secret: string, userId: number, step: number) =>
  createHmac('sha256', secret).update(`${VERSION}.${userId}.${step}`).digest();

export interface Pass {
  code: string;
  number: string;
}

export function issuePass(secret: string, userId: number, step: number): Pass {
  const signed = signature(secret, userId, step);
  return {
    code: `${VERSION}.${userId}.${step}.${signed.subarray(0, 16).toString('base64url')}`,
    number: String(signed.readUInt32BE(16) % 1_000_000).padStart(6, '0'),
  };
}

/** The member and minute a code names, or null when it is not one of ours (forged, mangled). */
export function readPassCode(
  secret: string,
  code: string,
): { userId: number; step: number } | null {
  const match = /^PG1\.([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(code);
  if (!match) return null;
  const userId = Number(match[1]);
  const step = Number(match[2]);
  const expected = signature(secret, userId, step).subarray(0, 16);
  const given = Buffer.from(match[3] ?? '', 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, step };
}
