// Roles and what each may do: the one home of these rules for the server's routes and the
// client's screens (docs/architecture.md, 'Roles').
import { z } from 'zod';

export const ROLES = ['admin', 'recepcion', 'profesor', 'socio'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  recepcion: 'Recepción',
  profesor: 'Profesor',
  socio: 'Socio',
};

/**
 * What staff may do beyond a member's own data. `manage` is the admin's alone: the catalogue,
 * prices, discounts, orders and refunds, insights, CSV exports and roles. The desk checks members
 * in, sells at the desk and finds members; rosters are the desk's and the profesor's (only their
 * own classes: the route checks the trainer).
 */
export const PERMISSIONS = {
  manage: ['admin'],
  checkIn: ['admin', 'recepcion'],
  deskSales: ['admin', 'recepcion'],
  findMembers: ['admin', 'recepcion'],
  rosters: ['admin', 'recepcion', 'profesor'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/**
 * The admin flag (UserDto.isAdmin, POST /user/isAdmin, the original app's `isAdmin`): the role
 * that manages.
 */
export function isAdminRole(role: Role | null | undefined): boolean {
  return can(role, 'manage');
}

export const ROLE_MESSAGES = {
  roleInvalid: 'El rol debe ser admin, recepcion, profesor o socio',
  trainerInvalid: 'El profesor no es válido',
  trainerRequired: 'Elegí el profesor que dicta las clases de esta cuenta',
  trainerOnlyForProfesor: 'Solo una cuenta con rol profesor tiene un profesor asociado',
  roleConflict: 'isAdmin y role no coinciden',
} as const;

export const roleSchema = z.enum(ROLES, { error: ROLE_MESSAGES.roleInvalid });
