import { PHOTO_FIELD, PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@power-gym/contracts';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadPhoto } from '@/lib/photo-upload';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, screen, waitFor } from '@/testing/test-utils';
import { PhotoPicker } from './photo-picker';

const STORED = `/media/uploads/${'a'.repeat(64)}.webp`;

/** The picker as the admin's class form uses it: the uploaded URL becomes the field's value. */
function ClassPhoto({ onUploaded }: { onUploaded: (url: string) => void }) {
  const [image, setImage] = useState('');
  return (
    <>
      <PhotoPicker
        label="Subir foto"
        currentUrl={image || null}
        previewAlt="la clase"
        upload={async (file, onProgress) =>
          (await uploadPhoto<{ url: string }>('/media/photo', file, onProgress)).url
        }
        onUploaded={(url) => {
          setImage(url);
          onUploaded(url);
        }}
      />
      <input aria-label="Imagen" value={image} readOnly />
    </>
  );
}

const photo = (type = 'image/png', bytes = 2048) =>
  new File([new Uint8Array(bytes)], 'clase.png', { type });

let sent: { field: FormDataEntryValue | null }[] = [];

beforeEach(() => {
  sent = [];
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/vista-previa');
  URL.revokeObjectURL = vi.fn();
  server.use(
    http.post('*/api/media/photo', async ({ request }) => {
      sent.push({ field: (await request.formData()).get(PHOTO_FIELD) });
      return HttpResponse.json({ url: STORED }, { status: 201 });
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPicker() {
  const onUploaded = vi.fn();
  const view = renderWithProviders(<ClassPhoto onUploaded={onUploaded} />);
  return { ...view, onUploaded, input: screen.getByLabelText<HTMLInputElement>('Subir foto') };
}

describe('PhotoPicker', () => {
  it('uploads the chosen photo, says so and previews what the server stored', async () => {
    const { user, input, onUploaded } = renderPicker();
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(input, photo());

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(PHOTO_MESSAGES.uploaded),
    );
    expect(onUploaded).toHaveBeenCalledWith(STORED);
    expect(screen.getByLabelText('Imagen')).toHaveValue(STORED);
    expect(
      screen.getByRole('img', { name: 'Vista previa de la foto de la clase' }),
    ).toHaveAttribute('src', STORED);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.field).toMatchObject({ type: 'image/png' });
  });

  it('refuses a file too large or not a photo before sending it, in Spanish', async () => {
    const { input, onUploaded } = renderPicker();
    // As a file dialog set to 'All files' would let it through.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, photo('image/png', PHOTO_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('La foto no puede superar los 5 MB');
    await user.upload(input, photo('application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La foto debe ser una imagen JPEG, PNG o WebP',
    );
    expect(sent).toHaveLength(0);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and keeps the field as it was', async () => {
    server.use(
      http.post('*/api/media/photo', () =>
        HttpResponse.json({ error: PHOTO_MESSAGES.wrongType }, { status: 400 }),
      ),
    );
    const { user, input, onUploaded } = renderPicker();
    await user.upload(input, photo('image/jpeg'));
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.wrongType);
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Imagen')).toHaveValue('');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows it is uploading and cannot be started twice meanwhile', async () => {
    let finish: () => void = () => undefined;
    server.use(
      http.post('*/api/media/photo', async () => {
        await new Promise<void>((resolve) => (finish = resolve));
        return HttpResponse.json({ url: STORED }, { status: 201 });
      }),
    );
    const { user, input } = renderPicker();
    await user.upload(input, photo());
    expect(
      await screen.findByRole('progressbar', { name: PHOTO_MESSAGES.uploading }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Subir foto' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByRole('button', { name: 'Subir foto' })).toBeEnabled();
  });

  it('opens the file dialog from the keyboard', async () => {
    const { user, input } = renderPicker();
    const opened = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Subir foto' });
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription('JPEG, PNG o WebP, hasta 5 MB');
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
