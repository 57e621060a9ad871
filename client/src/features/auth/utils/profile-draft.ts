import type { FirebaseUserInfo } from '@/stores/auth-slice';
import type { NewUserBody } from '../api';

const MAX_NAME = 60;

/** A profile for an account that has none yet: names split from the display name, https photo. */
export function profileDraft(user: FirebaseUserInfo): NewUserBody {
  const parts = (user.displayName ?? '').trim().split(/\s+/).filter(Boolean);
  const fallbackName = user.email?.split('@')[0] ?? 'Socio';
  const name = (parts[0] ?? fallbackName).slice(0, MAX_NAME) || 'Socio';
  const lastName = parts.slice(1).join(' ').slice(0, MAX_NAME) || '-';
  const image = user.photoURL?.startsWith('https://') ? user.photoURL : undefined;
  return image ? { name, lastName, image } : { name, lastName };
}
