import { z } from 'zod';

/**
 * How people reach the gym, set by the server's GYM_* variables (docs/architecture.md, 'The gym's
 * contact') and written into every page: the footer, the chatbot's 'Hablar con una persona', About
 * and the calendar feed read it.
 */
export const gymContactSchema = z.object({
  address: z.string().min(5),
  /** As people read it: '+54 11 4790-2350'. */
  phone: z.string().regex(/^\+?[\d ()-]{6,24}$/),
  /** The WhatsApp number in international form, digits only, as wa.me takes it: '5491147902350'. */
  whatsapp: z.string().regex(/^\d{8,15}$/),
  email: z.email(),
  /** 'Lunes a viernes de 7 a 23 h · Sábados de 9 a 18 h'. */
  hours: z.string().min(3),
  instagram: z.url({ protocol: /^https$/ }),
  facebook: z.url({ protocol: /^https$/ }),
  youtube: z.url({ protocol: /^https$/ }),
  /** Where the About page's map is centred: 'latitude,longitude' in degrees, '-34.5107,-58.4853'. */
  location: z
    .string()
    .regex(/^-?\d{1,3}(\.\d+)?,\s*-?\d{1,3}(\.\d+)?$/)
    .refine((text) => {
      const { lat, lng } = gymLatLng({ location: text });
      return Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
    }),
});
export type GymContact = z.infer<typeof gymContactSchema>;

/** The demo gym's contact, where no GYM_* variable says otherwise. */
export const DEMO_GYM_CONTACT: GymContact = {
  address: 'Av. del Libertador 2350, Olivos, Vicente López, Buenos Aires',
  phone: '+54 11 4790-2350',
  whatsapp: '5491147902350',
  email: 'hola@powergym.com.ar',
  hours: 'Lunes a viernes de 7 a 23 h · Sábados de 9 a 18 h',
  instagram: 'https://www.instagram.com/powergym.olivos',
  facebook: 'https://www.facebook.com/powergym.olivos',
  youtube: 'https://www.youtube.com/@powergym.olivos',
  location: '-34.5107,-58.4853',
};

/** The id of the page's `<script type="application/json">` that carries the contact. */
export const GYM_CONTACT_ELEMENT_ID = 'gym-contact';

export const whatsappHref = ({ whatsapp }: Pick<GymContact, 'whatsapp'>) =>
  `https://wa.me/${whatsapp}`;
export const phoneHref = ({ phone }: Pick<GymContact, 'phone'>) =>
  `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The gym's place on a map, from its 'latitude,longitude'. */
export function gymLatLng({ location }: Pick<GymContact, 'location'>): {
  lat: number;
  lng: number;
} {
  const [lat = Number.NaN, lng = Number.NaN] = location.split(',').map(Number);
  return { lat, lng };
}
