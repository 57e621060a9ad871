import type { ActivityDto, DiaHoraDto, ReviewDto, UserDto } from '@power-gym/contracts';
import type { AuthState, FirebaseUserInfo } from '@/stores/auth-slice';
import {
  initialCartState,
  type CartItem,
  type CartState,
  type NewCartItem,
} from '@/stores/cart-slice';

const stamp = '2025-01-01T12:00:00.000Z';

function slot(
  id: number,
  activityId: number,
  day: DiaHoraDto['day'],
  hour: string,
  capacity: number,
  stock: number,
  waiting = 0,
): DiaHoraDto {
  return {
    id,
    activityId,
    day,
    hour,
    capacity,
    stock,
    waiting,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

const longParagraph =
  'El entrenamiento funcional combina fuerza, resistencia, movilidad y coordinación en circuitos dinámicos. ';
export const LONG_DESCRIPTION = longParagraph.repeat(10).trim();

function activity(
  id: number,
  name: string,
  price: number,
  description: string,
  diaHoras: DiaHoraDto[],
): ActivityDto {
  return {
    id,
    name,
    image: `/media/activities/${name.toLowerCase()}.svg`,
    video: null,
    description,
    price,
    createdAt: stamp,
    updatedAt: stamp,
    diaHoras,
    trainers: [{ id: 1, name: 'Laura Gómez' }],
  };
}

export const activitiesFixture: ActivityDto[] = [
  activity(1, 'Funcional', 5000, LONG_DESCRIPTION, [
    slot(11, 1, 'Lunes', '08:00', 20, 12),
    slot(12, 1, 'Lunes', '19:00', 15, 1),
    // Full, with two members on its waitlist.
    slot(13, 1, 'Viernes', '18:30', 25, 0, 2),
  ]),
  activity(2, 'Spinning', 4500, 'Pedaleá al ritmo de la música en clases de alta intensidad.', [
    slot(21, 2, 'Martes', '07:00', 30, 30),
  ]),
  activity(3, 'Yoga', 4000, 'Respiración, equilibrio y flexibilidad para bajar un cambio.', [
    slot(31, 3, 'Miercoles', '10:00', 12, 5),
    slot(32, 3, 'Sabado', '11:00', 12, 12),
  ]),
  activity(4, 'Boxeo', 5500, 'Técnica, golpes y desplazamientos con guantes y bolsa.', [
    slot(41, 4, 'Jueves', '20:00', 16, 8),
  ]),
];

export const reviewsFixture: ReviewDto[] = [
  {
    id: 1,
    rating: 5,
    description: 'Las clases de funcional son lo más, los profes te re acompañan.',
    activityId: 1,
    userId: 1,
    createdAt: stamp,
    user: { name: 'Sofía', lastName: 'Pérez', image: null },
    activity: { id: 1, name: 'Funcional' },
  },
  {
    id: 2,
    rating: 4,
    description: null,
    activityId: 2,
    userId: 2,
    createdAt: stamp,
    user: { name: 'Martín', lastName: 'López', image: null },
    activity: { id: 2, name: 'Spinning' },
  },
];

export const memberFixture: UserDto = {
  id: 7,
  uid: 'member-uid',
  email: 'ana@example.com',
  name: 'Ana',
  lastName: 'Pérez',
  phoneNumber: '+541123456789',
  image: null,
  isAdmin: false,
  role: 'socio',
  trainerId: null,
  createdAt: stamp,
  updatedAt: stamp,
};

export const adminFixture: UserDto = {
  ...memberFixture,
  id: 1,
  uid: 'admin-uid',
  email: 'admin@example.com',
  name: 'Admin',
  lastName: 'Power Gym',
  isAdmin: true,
  role: 'admin',
};

export function firebaseUserOf(user: UserDto, emailVerified = true): FirebaseUserInfo {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified,
    displayName: `${user.name} ${user.lastName}`,
    photoURL: null,
  };
}

/** Store state of a finished sign-in. */
export function signedInState(user: UserDto, emailVerified = true): { auth: AuthState } {
  return {
    auth: {
      user,
      firebaseUser: firebaseUserOf(user, emailVerified),
      isAdmin: user.isAdmin,
      loading: false,
      status: 'signedIn',
    },
  };
}

/** Funcional on Monday at 08:00 (slot 11), as a cart line before the server prices it. */
export const funcionalLunesItem: NewCartItem = {
  diaHoraId: 11,
  activityId: 1,
  name: 'Funcional',
  image: '/media/activities/funcional.svg',
  day: 'Lunes',
  hour: '08:00',
  price: 5000,
};

/** Spinning on Tuesday at 07:00 (slot 21), as a cart line before the server prices it. */
export const spinningMartesItem: NewCartItem = {
  diaHoraId: 21,
  activityId: 2,
  name: 'Spinning',
  image: '/media/activities/spinning.svg',
  day: 'Martes',
  hour: '07:00',
  price: 4500,
};

/** A signed-in member's cart of `items` on server order 100, without a discount unless `extra` says. */
export function cartStateOf(items: CartItem[], extra: Partial<CartState> = {}): CartState {
  return { ...initialCartState, items, orderId: 100, ...extra };
}
