import { BOT_DISCOUNT, whatsappHref } from '@power-gym/contracts';
import { GYM_CONTACT } from '@/config/gym-contact';

export interface QuickReply {
  id: 'ofertas' | 'contacto' | 'regalo' | 'descuento';
  question: string;
  answer: string;
  /** Where the answer leads, shown as a link under it (a person on WhatsApp). */
  link?: { label: string; href: string };
}

export const BOT_GREETING = '¡Hola! Soy el asistente de Power Gym. ¿En qué te puedo ayudar?';

/** The bot's canned answers: daily offers, a real person, a gift tip, the discount. */
export const QUICK_REPLIES: readonly QuickReply[] = [
  {
    id: 'ofertas',
    question: 'Ofertas del día',
    answer: `La oferta de hoy vale para todas las clases: ${BOT_DISCOUNT.descuento}% de descuento con el código ${BOT_DISCOUNT.codigo}. Mirá los horarios con lugares disponibles en la sección Clases.`,
  },
  {
    id: 'contacto',
    question: 'Hablar con una persona',
    answer: `Te atiende alguien del staff por WhatsApp, por teléfono al ${GYM_CONTACT.phone}, por mail a ${GYM_CONTACT.email} o en la recepción, en ${GYM_CONTACT.address} (${GYM_CONTACT.hours}).`,
    link: { label: 'Escribir por WhatsApp', href: whatsappHref(GYM_CONTACT) },
  },
  {
    id: 'regalo',
    question: 'Idea para regalar',
    answer:
      '¿Buscás un regalo? Regalá una clase: elegí la actividad y el horario, sumala al carrito y compartí el entrenamiento con quien quieras.',
  },
  {
    id: 'descuento',
    question: 'Código de descuento',
    answer: `Usá el código ${BOT_DISCOUNT.codigo} y tenés ${BOT_DISCOUNT.descuento}% de descuento en todas las clases. Escribilo en el carrito, en 'Código de descuento', y tocá 'Validar'.`,
  },
];
