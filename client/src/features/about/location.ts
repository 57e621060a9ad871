import { gymLatLng } from '@power-gym/contracts';
import { GYM_CONTACT } from '@/config/gym-contact';

/** The About page map's centre: the gym's GYM_LOCATION (the demo gym's in Olivos by default). */
export const GYM_LOCATION = gymLatLng(GYM_CONTACT);
export const MAP_ZOOM = 17;
export const MAP_HEIGHT = 300;

/** Opens the route to the gym in Google Maps; needs no key. */
export const DIRECTIONS_URL = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(GYM_CONTACT.address)}`;
