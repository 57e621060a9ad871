import type { UserReviewDto } from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { firebaseState } from '@/testing/mocks/firebase';
import { memberFixture, signedInState } from '@/testing/mocks/fixtures';
import { orderDb, orderOf } from '@/testing/mocks/order-handlers';
import { refuse, server } from '@/testing/mocks/server';
import { textsOf } from '@/testing/tables';
import { fireEvent, renderApp, screen, waitFor, within } from '@/testing/test-utils';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

const stamp = '2025-03-05T15:30:00.000Z';

/** A member with one paid order (Funcional and Spinning) and one unpaid one (Yoga). */
async function openReviewForm(activity = 'Funcional') {
  orderDb.orders = [
    orderOf(5, 'Complete', [
      { diaHoraId: 11, quantity: 1 },
      { diaHoraId: 21, quantity: 1 },
    ]),
    orderOf(6, 'Created', [{ diaHoraId: 31, quantity: 1 }]),
  ];
  firebaseState.currentUid = memberFixture.uid;
  const view = renderApp({
    route: '/sociodashboard?seccion=actividades',
    preloadedState: signedInState(memberFixture),
  });
  const list = await screen.findByRole('list', { name: 'Mis actividades' });
  const card = within(list).getByRole('article', { name: activity });
  await view.user.click(within(card).getByRole('button', { name: 'mostrar' }));
  const form = await within(card).findByRole('form', { name: 'Tu reseña' });
  return { ...view, form };
}

/**
 * Picks the stars. A real pointer click would first hover the widget, which jsdom cannot measure
 * (no layout), so the star's radio is clicked directly, as a keyboard or screen reader does.
 */
function rate(form: HTMLElement, stars: number) {
  fireEvent.click(within(form).getByRole('radio', { name: `${stars} Estrellas` }));
  expect(within(form).getByRole('radio', { name: `${stars} Estrellas` })).toBeChecked();
}

function capturePuts() {
  const bodies: unknown[] = [];
  server.use(
    http.put('*/api/review/activity', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      const saved: UserReviewDto = {
        id: 1,
        userId: memberFixture.id,
        activityId: Number(body.activityId),
        rating: Number(body.rating),
        description: String(body.description),
        createdAt: stamp,
        updatedAt: stamp,
        activity: { id: Number(body.activityId), name: 'Funcional' },
      };
      return HttpResponse.json(saved);
    }),
  );
  return bodies;
}

describe("Mis actividades → 'mostrar' → review form", () => {
  it('offers stars 1-5, the paid activities, a comment and Enviar', async () => {
    const { form } = await openReviewForm();
    expect(within(form).getAllByRole('radio', { name: /Estrella/ })).toHaveLength(5);
    const select = within(form).getByRole('combobox', { name: 'Actividad' });
    expect(select).toHaveValue('1');
    expect(textsOf(within(select).getAllByRole('option'))).toEqual(['Spinning', 'Funcional']);
    expect(within(form).getByRole('textbox', { name: 'Comentario' })).toHaveValue('');
    expect(within(form).getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it("warns 'Complete todos los campos.' and sends nothing while a field is missing", async () => {
    const bodies = capturePuts();
    const { user, form } = await openReviewForm();
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Complete todos los campos.');

    // A comment without stars.
    const comment = within(form).getByRole('textbox', { name: 'Comentario' });
    await user.type(comment, 'Muy buena clase');
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Complete todos los campos.');

    // Stars with a blank comment.
    rate(form, 4);
    await user.clear(comment);
    await user.type(comment, '   ');
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Complete todos los campos.');
    expect(bodies).toEqual([]);
    expect(showToast).not.toHaveBeenCalled();
  });

  it("sends PUT /review/activity and shows 'Reseña enviada correctamente' for 2000 ms", async () => {
    const bodies = capturePuts();
    const { user, form } = await openReviewForm('Spinning');
    expect(within(form).getByRole('combobox', { name: 'Actividad' })).toHaveValue('2');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Actividad' }), '1');
    rate(form, 5);
    await user.type(
      within(form).getByRole('textbox', { name: 'Comentario' }),
      'Las mejores clases de la zona',
    );
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));

    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('Reseña enviada correctamente', 'success', 2000),
    );
    expect(bodies).toEqual([
      {
        activityId: 1,
        rating: 5,
        description: 'Las mejores clases de la zona',
        userId: memberFixture.id,
      },
    ]);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("fills the form with the member's own review of the chosen activity", async () => {
    server.use(
      http.get('*/api/review/user/:userId', () =>
        HttpResponse.json([
          {
            id: 9,
            userId: memberFixture.id,
            activityId: 2,
            rating: 3,
            description: 'Buena música',
            createdAt: stamp,
            updatedAt: stamp,
            activity: { id: 2, name: 'Spinning' },
          },
        ] satisfies UserReviewDto[]),
      ),
    );
    const { user, form } = await openReviewForm();
    const comment = within(form).getByRole('textbox', { name: 'Comentario' });
    expect(comment).toHaveValue('');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Actividad' }), '2');
    expect(comment).toHaveValue('Buena música');
    expect(within(form).getByRole('radio', { name: '3 Estrellas' })).toBeChecked();
  });

  it("shows the server's refusal and no success toast", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse(
      'put',
      '*/api/review/activity',
      403,
      'Solo podés reseñar actividades de una compra completada',
    );
    const { user, form } = await openReviewForm();
    rate(form, 2);
    await user.type(within(form).getByRole('textbox', { name: 'Comentario' }), 'Regular');
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Solo podés reseñar actividades de una compra completada',
    );
    expect(showToast).not.toHaveBeenCalled();
  });
});
