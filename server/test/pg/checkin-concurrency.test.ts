// PostgreSQL only: two desks (two app instances) scan the same pass at once, and the roster is
// marked while they scan (issue 32). Whatever the interleaving, one attendance is recorded and
// exactly one scan answers 'Registrado'. Two instances checking no-shows at once mail once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { DEMO_CHECKIN_SECRET } from '../../src/config.ts';
import { markAttendance } from '../../src/features/attendance/attendance.service.ts';
import { checkIn, showPass } from '../../src/features/checkin/checkin.service.ts';
import { queueNoShowNotices } from '../../src/domain/no-shows.ts';
import {
  attendanceTaken,
  heldClassAgo,
  holdsSince,
  makeStaff,
  sessionNow,
} from '../support/session-now.ts';
import { useTestWorld } from '../support/test-world.ts';

const world = useTestWorld({
  postgres: true,
  shop: true,
  members: ['Ana', 'Rita', 'Pablo'],
  admin: true,
});
let secondInstance: Database;

beforeAll(async () => {
  secondInstance = await openDatabase({ databaseUrl: world.db.url, poolSize: 5 });
});
afterAll(async () => {
  await secondInstance?.close();
});

const SCANS = 16;

describe('two desks scanning one pass', () => {
  it(`records one attendance out of ${SCANS} simultaneous scans on two instances`, async () => {
    await makeStaff(world, { desk: world.rita, profesor: world.pablo });
    const { slotId } = await sessionNow(world);
    await holdsSince(world, world.ana, slotId);
    const { code } = await showPass(world.prisma, DEMO_CHECKIN_SECRET, world.ana.user.id);

    const results = await Promise.all(
      Array.from({ length: SCANS }, (_, i) =>
        checkIn(
          i % 2 === 0 ? world.prisma : secondInstance.prisma,
          DEMO_CHECKIN_SECRET,
          i % 2 === 0 ? world.rita : world.admin,
          { code },
        ),
      ),
    );
    const counts = { Registrado: 0, 'Ya registrado': 0 } as Record<string, number>;
    for (const { result } of results) counts[result] = (counts[result] ?? 0) + 1;
    expect(counts).toEqual({ Registrado: 1, 'Ya registrado': SCANS - 1 });
    expect(await world.prisma.attendance.count()).toBe(1);
  });

  it('records one attendance when the desk scans while the profesor marks the roster', async () => {
    await makeStaff(world, { desk: world.rita, profesor: world.pablo });
    const { slotId, date } = await sessionNow(world);
    await holdsSince(world, world.ana, slotId);
    const { code } = await showPass(world.prisma, DEMO_CHECKIN_SECRET, world.ana.user.id);

    const scans = Array.from({ length: 8 }, () =>
      checkIn(world.prisma, DEMO_CHECKIN_SECRET, world.rita, { code }),
    );
    const marks = Array.from({ length: 8 }, () =>
      markAttendance(
        secondInstance.prisma,
        world.pablo,
        { id: slotId, date, userId: world.ana.user.id },
        { attended: true },
      ),
    );
    const [scanned, marked] = await Promise.all([Promise.all(scans), Promise.all(marks)]);
    expect(scanned.filter((s) => s.result === 'Registrado').length).toBeLessThanOrEqual(1);
    expect(marked.every((entry) => entry.attended)).toBe(true);
    const rows = await world.prisma.attendance.findMany();
    expect(rows).toHaveLength(1);
  });

  it('mails a member about their no-shows once when two instances check at once', async () => {
    for (const days of [1, 2, 3]) {
      await attendanceTaken(world, await heldClassAgo(world, days, [world.ana]), days);
    }
    const policy = { noShowLimit: 3, publicUrl: 'http://localhost:3001' };
    const queued = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        queueNoShowNotices(i % 2 === 0 ? world.prisma : secondInstance.prisma, policy),
      ),
    );
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(
      await world.prisma.emailOutbox.count({ where: { subject: 'Te extrañamos en Power Gym' } }),
    ).toBe(1);
  });
});
