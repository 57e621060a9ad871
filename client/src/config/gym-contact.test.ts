import { DEMO_GYM_CONTACT, GYM_CONTACT_ELEMENT_ID, gymLatLng } from '@power-gym/contracts';
import { describe, expect, it } from 'vitest';
import { readGymContact } from './gym-contact';

/** A page as the server writes it, its contact data holding `text`. */
function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('Power Gym');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = GYM_CONTACT_ELEMENT_ID;
  script.textContent = text;
  doc.body.append(script);
  return doc;
}

describe('readGymContact', () => {
  it('reads the contact the server wrote from its GYM_* variables', () => {
    const configured = { ...DEMO_GYM_CONTACT, whatsapp: '5491100000000', hours: 'De 8 a 22 h' };
    expect(readGymContact(pageWith(JSON.stringify(configured)))).toEqual(configured);
  });

  it("places the gym where GYM_LOCATION says, for About's map", () => {
    const configured = { ...DEMO_GYM_CONTACT, location: '-31.4201,-64.1888' };
    expect(gymLatLng(readGymContact(pageWith(JSON.stringify(configured))))).toEqual({
      lat: -31.4201,
      lng: -64.1888,
    });
  });

  it("falls back to the demo gym's where none was written or it does not parse", () => {
    expect(readGymContact(document.implementation.createHTMLDocument(''))).toEqual(
      DEMO_GYM_CONTACT,
    );
    expect(readGymContact(pageWith('{no es json'))).toEqual(DEMO_GYM_CONTACT);
    expect(readGymContact(pageWith(JSON.stringify({ address: 'Solo esto' })))).toEqual(
      DEMO_GYM_CONTACT,
    );
  });
});
