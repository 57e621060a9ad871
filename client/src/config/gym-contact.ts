import {
  DEMO_GYM_CONTACT,
  GYM_CONTACT_ELEMENT_ID,
  gymContactSchema,
  type GymContact,
} from '@power-gym/contracts';

/**
 * The gym's contact the server wrote into the page from its GYM_* variables
 * (server/src/middleware/static-files.ts); the demo gym's where none was written (Vite's dev
 * server, tests) or it does not parse.
 */
export function readGymContact(doc: Document = document): GymContact {
  const text = doc.getElementById(GYM_CONTACT_ELEMENT_ID)?.textContent;
  if (!text) return DEMO_GYM_CONTACT;
  try {
    const parsed = gymContactSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEMO_GYM_CONTACT;
  } catch {
    return DEMO_GYM_CONTACT;
  }
}

/** Read once: the page's contact does not change while it is open. */
export const GYM_CONTACT: GymContact = readGymContact();
