import { screen, within } from '@testing-library/react';
import { renderAppAsMember } from './test-utils';

/** Opens the member's dashboard at 'Mis actividades'. */
export const openActivities = () => renderAppAsMember('/sociodashboard?seccion=actividades');

/** A card of one of its lists ('Mis abonos', 'Lista de espera'), found by its label. */
export async function activityCard(listName: string, name: string) {
  const list = await screen.findByRole('list', { name: listName });
  return within(list).getByRole('article', { name });
}

/** The labels of a list's cards, in order. */
export function cardLabels(list: HTMLElement) {
  return within(list)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
}

/** Opens 'Mis actividades' and presses `button` on the card `name` of the list `listName`. */
export async function pressCardButton(listName: string, name: string, button: string) {
  const view = openActivities();
  const card = await activityCard(listName, name);
  await view.user.click(within(card).getByRole('button', { name: button }));
  return { ...view, card };
}
