// How an admin's PUT /user/{id} changes a role (docs/architecture.md, 'Roles'): the documented
// `isAdmin` flag and `role` name the same thing, and only a profesor teaches as a trainer.
import { ROLE_MESSAGES, isAdminRole, type Role, type UpdateUserBody } from '@power-gym/contracts';
import type { PrismaClient, User } from '../../generated/prisma/client.ts';
import { HttpError } from '../../lib/http-error.ts';

export interface RoleChange {
  role: Role;
  trainerId: number | null;
}

/** The role and trainer the body asks for, or null when it asks for what the user already has. */
export function roleChange(
  target: Pick<User, 'role' | 'trainerId'>,
  { isAdmin, role, trainerId }: Pick<UpdateUserBody, 'isAdmin' | 'role' | 'trainerId'>,
): RoleChange | null {
  if (isAdmin !== undefined && role !== undefined && isAdminRole(role) !== isAdmin) {
    throw new HttpError(400, ROLE_MESSAGES.roleConflict);
  }
  const wanted: Role =
    role ??
    (isAdmin === true
      ? 'admin'
      : isAdmin === false && isAdminRole(target.role)
        ? 'socio'
        : target.role);
  if (wanted !== 'profesor') {
    if (trainerId != null) throw new HttpError(400, ROLE_MESSAGES.trainerOnlyForProfesor);
    return wanted === target.role ? null : { role: wanted, trainerId: null };
  }
  const trainer = trainerId === undefined ? target.trainerId : trainerId;
  if (trainer === null) throw new HttpError(400, ROLE_MESSAGES.trainerRequired);
  return wanted === target.role && trainer === target.trainerId
    ? null
    : { role: wanted, trainerId: trainer };
}

/** A profesor teaches as a trainer on the public pages, not an archived one. */
export async function assertTeachingTrainer(
  prisma: PrismaClient,
  trainerId: number,
): Promise<void> {
  const trainer = await prisma.trainer.findUnique({
    where: { id: trainerId },
    select: { archivedAt: true },
  });
  if (!trainer || trainer.archivedAt !== null) {
    throw new HttpError(400, ROLE_MESSAGES.trainerInvalid);
  }
}
