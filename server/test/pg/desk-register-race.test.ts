// PostgreSQL only: two desks (two app instances) register the same new member at once, as happens
// when a member asks at the counter and on the phone (issue 32). One registration wins: one account,
// one row, one welcome mail; every other desk hears the e-mail already has an account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { DESK_MESSAGES } from '@power-gym/contracts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { registerAtDesk } from '../../src/features/users/desk-register.ts';
import { createFirebaseAuth, firebaseIdentity } from '../../src/lib/firebase.ts';
import { HttpError } from '../../src/lib/http-error.ts';
import { testConfig } from '../support/app.ts';
import { authEnv, uniqueEmail } from '../support/tokens.ts';
import { useTestWorld } from '../support/test-world.ts';

const world = useTestWorld({ postgres: true });
const config = testConfig(authEnv());
const identity = firebaseIdentity(config.firebase);
const deps = { ...identity, publicUrl: config.publicUrl, logger: pino({ level: 'silent' }) };
let secondInstance: Database;

beforeAll(async () => {
  secondInstance = await openDatabase({ databaseUrl: world.db.url, poolSize: 5 });
});
afterAll(async () => {
  await secondInstance?.close();
});

const DESKS = 6;

describe('two desks registering the same member', () => {
  it(`registers once out of ${DESKS} registrations of one e-mail on two instances`, async () => {
    const email = uniqueEmail('carrera');
    const body = { name: 'Carla', lastName: 'Carrera', email };
    const outcomes = await Promise.allSettled(
      Array.from({ length: DESKS }, (_, i) =>
        registerAtDesk(i % 2 === 0 ? world.prisma : secondInstance.prisma, deps, body),
      ),
    );

    const registered = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
    );
    expect(registered).toHaveLength(1);
    expect(refused).toHaveLength(DESKS - 1);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(HttpError);
      expect(reason).toMatchObject({ status: 409, message: DESK_MESSAGES.emailHasAccount });
    }
    const rows = await world.prisma.user.findMany({ where: { email } });
    expect(rows).toHaveLength(1);
    const account = await createFirebaseAuth(config.firebase).getUserByEmail(email);
    expect(rows[0]?.uid).toBe(account.uid);
    expect(await world.prisma.emailOutbox.count({ where: { to: email } })).toBe(1);
  });
});
