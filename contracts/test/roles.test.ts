import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_MESSAGES, can, updateUserBodySchema, type Role } from '../src/index.ts';

describe('roles', () => {
  it('keeps the admin screens to admins and gives the desk and profesores only their own', () => {
    const allowed = (role: Role) =>
      (Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]).filter((p) => can(role, p));
    expect(allowed('admin')).toEqual(['manage', 'checkIn', 'deskSales', 'findMembers', 'rosters']);
    expect(allowed('recepcion')).toEqual(['checkIn', 'deskSales', 'findMembers', 'rosters']);
    expect(allowed('profesor')).toEqual(['rosters']);
    expect(allowed('socio')).toEqual([]);
    expect(can(null, 'rosters')).toBe(false);
  });

  it('PUT /user/{id} takes a known role and a trainer id or null', () => {
    expect(updateUserBodySchema.parse({ role: 'profesor', trainerId: 3 })).toEqual({
      role: 'profesor',
      trainerId: 3,
    });
    expect(updateUserBodySchema.parse({ trainerId: null })).toEqual({ trainerId: null });
    const bad = updateUserBodySchema.safeParse({ role: 'dueño', trainerId: 0 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['role', ROLE_MESSAGES.roleInvalid],
      ['trainerId', ROLE_MESSAGES.trainerInvalid],
    ]);
  });
});
