import { GYM_CONTACT } from '@/config/gym-contact';

/** The gym on Av. del Libertador, Olivos: the About page map's fixed centre. */
export const GYM_LOCATION = { lat: -34.5107, lng: -58.4853 } as const;
export const MAP_ZOOM = 17;
export const MAP_HEIGHT = 300;

/** Opens the route to the gym in Google Maps; needs no key. */
export const DIRECTIONS_URL = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(GYM_CONTACT.address)}`;
