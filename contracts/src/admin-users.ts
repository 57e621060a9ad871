/**
 * GET /user (admins): Usuarios' rows. Kept apart from users.ts, which subscriptions.ts imports
 * through admin.ts: naming the débito's state there would close an import cycle
 * (contracts/test/imports.test.ts).
 */
import type { SubscriptionStatus } from './subscriptions.ts';
import type { UserDto } from './users.ts';

export interface AdminUserDto extends UserDto {
  /**
   * The member's most relevant débito automático: 'Activa' if one is, else 'Pausada', else
   * 'Pendiente'; null without a live one (a 'Cancelada' one never counts).
   */
  debit: SubscriptionStatus | null;
}
