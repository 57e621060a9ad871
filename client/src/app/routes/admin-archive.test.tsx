import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showConfirm } from '@/lib/alert';
import { adminDb, adminHandlers } from '@/testing/mocks/admin-handlers';
import { firebaseState } from '@/testing/mocks/firebase';
import { adminFixture } from '@/testing/mocks/fixtures';
import { server } from '@/testing/mocks/server';
import { expectAlertLike } from '@/testing/popups';
import { openDashboard } from '@/testing/admin-dashboard';
import { screen, waitFor, within } from '@/testing/test-utils';

beforeEach(() => {
  adminDb.reset();
  server.use(...adminHandlers);
  firebaseState.currentUid = adminFixture.uid;
});

/** The grid row holding `text`. */
function rowWith(table: HTMLElement, text: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(text) !== null);
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

describe("'Archivar' and 'Restaurar'", () => {
  it('archives a class after asking, marks it Archivada, then restores it', async () => {
    vi.mocked(showConfirm).mockResolvedValue(true);
    const { user, table } = await openDashboard('clases', 'Clases');
    await user.click(within(table).getByRole('button', { name: 'Archivar Boxeo' }));
    expect(showConfirm).toHaveBeenCalledWith({
      title: '¿Archivar la clase?',
      text: 'Boxeo. Deja de verse en la web y de venderse, con sus horarios. Los abonos pagos siguen hasta su vencimiento.',
      confirmButtonText: 'Si, archivar',
      cancelButtonText: 'Cancelar',
    });
    await expectAlertLike({ icon: 'success', title: 'Clase archivada' });
    await waitFor(() =>
      expect(within(rowWith(table, 'Boxeo')).getByText('Archivada')).toBeInTheDocument(),
    );
    expect(within(rowWith(table, 'Funcional')).queryByText('Archivada')).not.toBeInTheDocument();

    await user.click(await within(table).findByRole('button', { name: 'Restaurar Boxeo' }));
    await expectAlertLike({ icon: 'success', title: 'Clase restaurada' });
    await waitFor(() =>
      expect(within(rowWith(table, 'Boxeo')).queryByText('Archivada')).not.toBeInTheDocument(),
    );
    expect(adminDb.requests).toEqual([
      { method: 'PUT', path: '/api/activity/4/archive', body: undefined },
      { method: 'PUT', path: '/api/activity/4/restore', body: undefined },
    ]);
  });

  it('changes nothing when the admin does not confirm', async () => {
    vi.mocked(showConfirm).mockResolvedValue(false);
    const { user, table } = await openDashboard('instructores', 'Instructores');
    const [first] = adminDb.trainers;
    await user.click(within(table).getByRole('button', { name: `Archivar ${first?.name}` }));
    await waitFor(() => expect(showConfirm).toHaveBeenCalled());
    expect(adminDb.requests).toEqual([]);
  });

  it('marks an archived slot Archivado and offers to restore it', async () => {
    const [slot] = adminDb.slots;
    if (!slot) throw new Error('no slot');
    slot.archivedAt = '2025-03-01T12:00:00.000Z';
    vi.mocked(showConfirm).mockResolvedValue(true);
    const { user, table } = await openDashboard('dias-y-horas', 'Dias y horas');
    expect(within(table).getByText('Archivado')).toBeInTheDocument();
    const restore = within(table).getByRole('button', { name: /^Restaurar / });
    await user.click(restore);
    await expectAlertLike({ icon: 'success', title: 'Dia y hora restaurado' });
    expect(adminDb.requests).toEqual([
      { method: 'PUT', path: `/api/diahora/${slot.id}/restore`, body: undefined },
    ]);
  });
});

describe("'Editar textos'", () => {
  it("edits a class's description, validated by the shared schema", async () => {
    const { user, table } = await openDashboard('clases', 'Clases');
    await user.click(within(table).getByRole('button', { name: 'Editar textos de Boxeo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar textos de Boxeo' });
    const description = within(dialog).getByLabelText(/Descripción/);
    await user.clear(description);
    expect(await within(dialog).findByText('La descripcion es requerida')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await user.type(description, 'Guantes, bolsa y técnica.');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeEnabled(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expectAlertLike({ icon: 'success', title: 'Actividad editada correctamente' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(adminDb.requests).toEqual([
      {
        method: 'PUT',
        path: '/api/activity/4',
        body: { description: 'Guantes, bolsa y técnica.' },
      },
    ]);
  });

  it("edits a trainer's experience and classes", async () => {
    const { user, table } = await openDashboard('instructores', 'Instructores');
    const [trainer] = adminDb.trainers;
    if (!trainer) throw new Error('no trainer');
    await user.click(
      within(table).getByRole('button', { name: `Editar textos de ${trainer.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Editar textos de ${trainer.name}` });
    const experience = within(dialog).getByLabelText(/Experiencia/);
    await user.clear(experience);
    await user.type(experience, '12 años');
    // The form validates asynchronously: 'Guardar' is disabled until it has.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeEnabled(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expectAlertLike({ icon: 'success', title: 'Instructor editado correctamente' });
    expect(adminDb.requests).toEqual([
      {
        method: 'PUT',
        path: `/api/trainer/${trainer.id}`,
        body: {
          experience: '12 años',
          activities: trainer.activities.map((activity) => activity.id),
        },
      },
    ]);
  });
});

describe("'Reseñas'", () => {
  it('lists every review with whether the public sees it; hides one and shows another', async () => {
    vi.mocked(showConfirm).mockResolvedValue(true);
    const { user, table } = await openDashboard('resenas', 'Reseñas');
    expect(within(rowWith(table, 'Excelente clase')).getByText('Visible')).toBeInTheDocument();
    expect(
      within(rowWith(table, 'Publicidad de otro gimnasio')).getByText('Oculta'),
    ).toBeInTheDocument();
    expect(within(rowWith(table, 'Excelente clase')).getByText('5 de 5')).toBeInTheDocument();

    await user.click(
      within(rowWith(table, 'Excelente clase')).getByRole('button', {
        name: 'Ocultar la reseña de Ana Pérez (Funcional)',
      }),
    );
    expect(showConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ title: '¿Ocultar la reseña?', confirmButtonText: 'Si, ocultar' }),
    );
    await expectAlertLike({ icon: 'success', title: 'Reseña oculta' });
    await waitFor(() =>
      expect(within(rowWith(table, 'Excelente clase')).getByText('Oculta')).toBeInTheDocument(),
    );

    await user.click(
      within(rowWith(table, 'Publicidad de otro gimnasio')).getByRole('button', {
        name: 'Mostrar la reseña de Ana Pérez (Funcional)',
      }),
    );
    await expectAlertLike({ icon: 'success', title: 'Reseña visible' });
    expect(adminDb.requests).toEqual([
      { method: 'PUT', path: '/api/review/1/hide', body: undefined },
      { method: 'PUT', path: '/api/review/2/show', body: undefined },
    ]);
  });
});
