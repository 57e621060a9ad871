import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_GYM_CONTACT } from '@power-gym/contracts';
import { renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';
import { ChatbotBubble } from './chatbot-bubble';

/** The discount codes the database is seeded with (prisma/seed/descuentos.json). */
const seededCodes = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../../prisma/seed/descuentos.json'), 'utf8'),
) as { codigo: string; descuento: number }[];

async function openBot() {
  const view = renderWithProviders(<ChatbotBubble />);
  const bubble = screen.getByRole('button', { name: 'Abrir chat' });
  expect(bubble).toHaveAttribute('aria-expanded', 'false');
  await view.user.click(bubble);
  const bot = await screen.findByRole('dialog', { name: 'Asistente Power Gym' });
  return { ...view, bot, log: within(bot).getByRole('log') };
}

async function ask(question: string) {
  const { user, bot, log } = await openBot();
  await user.click(within(bot).getByRole('button', { name: question }));
  const messages = log.querySelectorAll('[data-from]');
  const last = messages[messages.length - 1];
  const asked = messages[messages.length - 2];
  expect(asked).toHaveAttribute('data-from', 'user');
  expect(asked).toHaveTextContent(question);
  expect(last).toHaveAttribute('data-from', 'bot');
  return last?.textContent ?? '';
}

describe('Chatbot', () => {
  it('opens from the bubble with a greeting in a polite live log, and the bubble closes it', async () => {
    const { user, bot, log } = await openBot();
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log).toHaveTextContent('¡Hola! Soy el asistente de Power Gym');
    await waitFor(() => expect(bot).toHaveFocus());
    const bubble = screen.getByRole('button', { name: 'Cerrar chat', expanded: true });
    await user.click(bubble);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Abrir chat' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('answers the daily offers', async () => {
    expect(await ask('Ofertas del día')).toMatch(/oferta de hoy.*todas las clases/i);
  });

  it('answers how to talk to a real person with the configured contact and a WhatsApp link', async () => {
    const answer = await ask('Hablar con una persona');
    for (const part of [
      DEMO_GYM_CONTACT.phone,
      DEMO_GYM_CONTACT.email,
      DEMO_GYM_CONTACT.address,
      DEMO_GYM_CONTACT.hours,
    ]) {
      expect(answer).toContain(part);
    }
    expect(screen.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/${DEMO_GYM_CONTACT.whatsapp}`,
    );
  });

  it('gives a gift tip', async () => {
    expect(await ask('Idea para regalar')).toMatch(/regalo.*Regalá una clase/);
  });

  it('gives the 10% code that the database really holds', async () => {
    const answer = await ask('Código de descuento');
    const code = /código (\w+)/.exec(answer)?.[1];
    expect(code).toBe('POWER10');
    expect(answer).toContain('10% de descuento en todas las clases');
    expect(seededCodes).toContainEqual(expect.objectContaining({ codigo: code, descuento: 10 }));
  });

  it('closes with Escape and gives the focus back to the bubble', async () => {
    const { user } = await openBot();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Abrir chat' })).toHaveFocus();
  });
});
