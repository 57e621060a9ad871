import { freezeBodySchema, type MembershipDto } from '@power-gym/contracts';

const DAY_MS = 86_400_000;

/** Frozen now ('Congelar'): its end already counts the frozen days. */
export const isFrozen = (membership: MembershipDto) => membership.frozenUntil !== null;

/**
 * Where the freeze of a membership's order is managed: a running membership not left out of a
 * renewal ('Congelar'), or one frozen now ('Terminar congelamiento').
 */
export function offersFreeze(membership: MembershipDto): boolean {
  const running = membership.status === 'Activa' || membership.status === 'Por vencer';
  return isFrozen(membership) || (running && !membership.leftOutOfRenewal);
}

/** The membership's end once frozen `days` more days: the server moves it by exactly that. */
export const endAfterFreeze = (endsAt: string, days: number) =>
  new Date(Date.parse(endsAt) + days * DAY_MS);

/** The days typed in 'Días', when the server would take them (whole, 7 to 30); else null. */
export function freezeDaysOf(text: string): number | null {
  if (text.trim() === '') return null;
  const parsed = freezeBodySchema.safeParse({ days: Number(text) });
  return parsed.success ? parsed.data.days : null;
}
