import { CHECK_IN_MESSAGES, type UserDto } from '@power-gym/contracts';
import { prepareZXingModule } from 'barcode-detector/ponyfill';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkInDb } from '@/testing/mocks/checkin-handlers';
import { firebaseState } from '@/testing/mocks/firebase';
import { adminFixture, signedInState } from '@/testing/mocks/fixtures';
import { refuse } from '@/testing/mocks/server';
import { recordRequests } from '@/testing/requests';
import { renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';
import { CheckInPanel } from './components/check-in-panel';

// The ponyfill is loaded only where the browser has no BarcodeDetector; here it reads Ana's pass.
vi.mock('barcode-detector/ponyfill', () => ({
  prepareZXingModule: vi.fn(() => Promise.resolve({})),
  BarcodeDetector: class {
    detect = vi.fn(() => Promise.resolve([{ rawValue: 'PG1.ana' }]));
  },
}));

const deskFixture: UserDto = {
  ...adminFixture,
  id: 3,
  uid: 'desk-uid',
  email: 'recepcion@example.com',
  name: 'Recepción',
  lastName: 'Power Gym',
  role: 'recepcion',
  isAdmin: false,
};

function renderPanel() {
  firebaseState.currentUid = deskFixture.uid;
  return renderWithProviders(<CheckInPanel />, { preloadedState: signedInState(deskFixture) });
}

const resultRegion = () => screen.getByRole('region', { name: 'Resultado del ingreso' });

async function typeNumber(user: ReturnType<typeof renderPanel>['user'], number: string) {
  const field = screen.getByRole('textbox', { name: 'Número del pase' });
  await user.type(field, number);
  await user.click(screen.getByRole('button', { name: 'Registrar' }));
  return field;
}

beforeEach(() => checkInDb.reset());

describe('Registrar ingreso: typed number', () => {
  it('sends the number and shows the member big: Registrado, name, standing and class', async () => {
    const { user } = renderPanel();
    expect(screen.getByRole('heading', { name: 'Registrar ingreso', level: 2 })).toBeVisible();
    expect(resultRegion()).toHaveTextContent('Todavía no se registró ningún ingreso');
    const writes = recordRequests();

    const field = await typeNumber(user, '123456');

    const region = resultRegion();
    expect(
      await within(region).findByRole('heading', { name: 'Registrado', level: 3 }),
    ).toBeVisible();
    expect(region).toHaveTextContent(CHECK_IN_MESSAGES.Registrado);
    expect(region).toHaveTextContent('Ana Pérez');
    expect(within(region).getByRole('img', { name: 'Foto de Ana Pérez' })).toBeVisible();
    expect(region).toHaveTextContent(/Al día · vence el \d\d\/04\/2025/);
    expect(region).toHaveTextContent('Clase: Funcional, Lunes 18:00');
    expect(within(region).getByRole('status')).toContainElement(
      within(region).getByRole('heading', { name: 'Registrado' }),
    );
    expect(await writes()).toEqual(['POST /api/checkin {"number":"123456"}']);
    expect(field).toHaveValue('');
  });

  it("says 'Ya registrado' for a member already in the class", async () => {
    checkInDb.registered = [7];
    const { user } = renderPanel();
    await typeNumber(user, '123456');
    const region = resultRegion();
    expect(await within(region).findByRole('heading', { name: 'Ya registrado' })).toBeVisible();
    expect(region).toHaveTextContent(CHECK_IN_MESSAGES['Ya registrado']);
    expect(region).toHaveTextContent('Ana Pérez');
  });

  it("says 'Vencida', without a class, for a member whose membership ran out", async () => {
    checkInDb.session = null;
    const { user } = renderPanel();
    await typeNumber(user, '654321');
    const region = resultRegion();
    expect(await within(region).findByRole('heading', { name: 'Vencida' })).toBeVisible();
    expect(region).toHaveTextContent('Bruno Paz');
    expect(region).not.toHaveTextContent('Clase:');
  });

  it('refuses a number that is not 6 digits without asking the server', async () => {
    const { user } = renderPanel();
    const writes = recordRequests();
    const field = await typeNumber(user, '12a4');
    expect(await screen.findByText(CHECK_IN_MESSAGES.numberInvalid)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(await writes()).toEqual([]);
  });

  it("shows the server's refusal alone, replacing the last member", async () => {
    const { user } = renderPanel();
    await typeNumber(user, '123456');
    const region = resultRegion();
    expect(await within(region).findByRole('heading', { name: 'Registrado' })).toBeVisible();

    refuse('post', '*/api/checkin', 400, CHECK_IN_MESSAGES.expired);
    await typeNumber(user, '123456');

    expect(
      await within(region).findByRole('heading', { name: CHECK_IN_MESSAGES.expired }),
    ).toBeVisible();
    expect(region).not.toHaveTextContent('Ana Pérez');
    expect(region).not.toHaveTextContent('Registrado');
  });

  it('shows an unknown number as the server says it', async () => {
    const { user } = renderPanel();
    await typeNumber(user, '999999');
    expect(
      await within(resultRegion()).findByRole('heading', {
        name: CHECK_IN_MESSAGES.unknownNumber,
      }),
    ).toBeVisible();
  });
});

describe('Registrar ingreso: member search', () => {
  it("lists the members found and 'Registrar ingreso' sends the member's id", async () => {
    const { user } = renderPanel();
    const writes = recordRequests();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar socio' }), 'example');

    const list = await screen.findByRole('list', { name: 'Socios encontrados' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/Pérez|Paz/).textContent)).toEqual([
      'Ana Pérez',
      'Bruno Paz',
    ]);
    expect(screen.getByText('Se encontraron 2 socios.')).toBeInTheDocument();
    const [ana, bruno] = rows as [HTMLElement, HTMLElement];
    expect(ana).toHaveTextContent('ana@example.com');
    expect(ana).toHaveTextContent('Al día');
    expect(within(ana).getByRole('img', { name: 'Foto de Ana Pérez' })).toBeVisible();
    expect(bruno).toHaveTextContent('Vencida');

    const register = within(ana).getByRole('button', { name: 'Registrar ingreso' });
    expect(register).toHaveAccessibleDescription('Ana Pérez');
    await user.click(register);

    const region = resultRegion();
    expect(await within(region).findByRole('heading', { name: 'Registrado' })).toBeVisible();
    expect(region).toHaveTextContent('Ana Pérez');
    expect(await writes()).toEqual(['POST /api/checkin {"userId":7}']);
  });

  it('sends one check-in for a double click', async () => {
    const { user } = renderPanel();
    const writes = recordRequests();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar socio' }), 'Paz');
    const list = await screen.findByRole('list', { name: 'Socios encontrados' });
    await user.dblClick(within(list).getByRole('button', { name: 'Registrar ingreso' }));
    const region = resultRegion();
    expect(await within(region).findByRole('heading', { name: 'Registrado' })).toBeVisible();
    expect(region).toHaveTextContent('Bruno Paz');
    expect(await writes()).toEqual(['POST /api/checkin {"userId":8}']);
  });

  it('asks for the text typed once the typing pauses', async () => {
    const { user } = renderPanel();
    const searches = recordRequests((request) => request.method === 'GET');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar socio' }), 'Paz');
    await screen.findByRole('list', { name: 'Socios encontrados' });
    expect(await searches()).toEqual(['GET /api/checkin/members']);
  });

  it("says 'No se encontraron socios.' when nobody matches", async () => {
    const { user } = renderPanel();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar socio' }), 'zzz');
    expect(await screen.findByText('No se encontraron socios.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Socios encontrados' })).not.toBeInTheDocument();
  });

  it('asks for 2 letters before searching', async () => {
    const { user } = renderPanel();
    const searches = recordRequests((request) => request.method === 'GET');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar socio' }), 'a');
    expect(await screen.findByText(CHECK_IN_MESSAGES.queryInvalid)).toBeVisible();
    expect(await searches()).toEqual([]);
  });

  it('offers to search again when the search fails', async () => {
    refuse('get', '*/api/checkin/members', 500, 'Algo salió mal, intenta nuevamente más tarde');
    const { user } = renderPanel();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar socio' }), 'Paz');
    expect(await screen.findByText('No pudimos buscar socios, intentá nuevamente')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  });
});

describe('Registrar ingreso: camera', () => {
  const stopTrack = vi.fn();
  const getUserMedia = vi.fn();

  beforeEach(() => {
    const stream = { getTracks: () => [{ kind: 'video', stop: stopTrack }] };
    getUserMedia.mockResolvedValue(stream);
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia },
      configurable: true,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  /** The browser's own BarcodeDetector, seeing `rawValue` in every frame. */
  function stubNativeDetector(rawValue: string) {
    const detect = vi.fn(() => Promise.resolve([{ rawValue }]));
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = () => Promise.resolve(['qr_code', 'ean_13']);
        detect = detect;
      },
    );
    return detect;
  }

  it('reads the pass and sends its code once, though it stays in front of the camera', async () => {
    const detect = stubNativeDetector('PG1.ana');
    const { user } = renderPanel();
    const writes = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Usar la cámara' }));

    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' } });
    const video = screen.getByLabelText('Imagen de la cámara');
    expect(video).toHaveProperty('muted', true);
    expect(video).toHaveAttribute('playsinline');
    const region = resultRegion();
    expect(await within(region).findByRole('heading', { name: 'Registrado' })).toBeVisible();
    expect(region).toHaveTextContent('Ana Pérez');

    // Scanning goes on by itself, the same code in every frame.
    const seen = detect.mock.calls.length;
    await waitFor(() => expect(detect.mock.calls.length).toBeGreaterThan(seen + 3));
    expect(await writes()).toEqual(['POST /api/checkin {"code":"PG1.ana"}']);
    expect(prepareZXingModule).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Detener cámara' }));
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.queryByLabelText('Imagen de la cámara')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar la cámara' })).toBeVisible();
    // The result stays until the next check-in.
    expect(region).toHaveTextContent('Ana Pérez');
  });

  it('gives the camera back when the panel goes', async () => {
    stubNativeDetector('PG1.ana');
    const { user, unmount } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Usar la cámara' }));
    await screen.findByRole('button', { name: 'Detener cámara' });
    expect(stopTrack).not.toHaveBeenCalled();
    unmount();
    expect(stopTrack).toHaveBeenCalled();
  });

  it("shows a forged pass's refusal and keeps scanning", async () => {
    const detect = stubNativeDetector('otra-cosa');
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Usar la cámara' }));
    expect(
      await within(resultRegion()).findByRole('heading', { name: CHECK_IN_MESSAGES.forged }),
    ).toBeVisible();
    const seen = detect.mock.calls.length;
    await waitFor(() => expect(detect.mock.calls.length).toBeGreaterThan(seen));
    expect(screen.getByRole('button', { name: 'Detener cámara' })).toBeVisible();
  });

  it('reads with the ponyfill, its .wasm from our own server, without a native detector', async () => {
    const { user } = renderPanel();
    const writes = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Usar la cámara' }));
    expect(
      await within(resultRegion()).findByRole('heading', { name: 'Registrado' }),
    ).toBeVisible();
    expect(await writes()).toEqual(['POST /api/checkin {"code":"PG1.ana"}']);

    const [options] = vi.mocked(prepareZXingModule).mock.calls[0] ?? [];
    const locateFile = options?.overrides?.locateFile as (path: string, prefix: string) => string;
    const wasm = locateFile('zxing_reader.wasm', 'https://fastly.jsdelivr.net/npm/zxing-wasm/');
    expect(wasm).toMatch(/^\/.*zxing_reader\.wasm$/);
  });

  it.each([
    ['NotAllowedError', 'Permití el uso de la cámara en el navegador para escanear pases.'],
    ['NotFoundError', 'No se encontró una cámara: escribí el número del pase o buscá al socio.'],
    ['NotReadableError', 'No se pudo usar la cámara.'],
  ])('explains a camera refused with %s', async (name, text) => {
    stubNativeDetector('PG1.ana');
    getUserMedia.mockRejectedValue(new DOMException('Refused', name));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Usar la cámara' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByLabelText('Imagen de la cámara')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar la cámara' })).toBeVisible();
  });
});
