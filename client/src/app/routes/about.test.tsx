import type { TrainerWithActivitiesDto } from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CreditsSection } from '@/features/about/components/credits-section';
import { refuse, server } from '@/testing/mocks/server';
import { renderApp, renderWithProviders, screen, within } from '@/testing/test-utils';

// The page must not depend on a developer's .env: no Maps key here.
vi.mock('@/config/env', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  env: { API_URL: '/api' },
}));

const stamp = '2025-01-01T12:00:00.000Z';
const trainers: TrainerWithActivitiesDto[] = [
  {
    id: 1,
    name: 'Camila Ríos',
    image: '/media/trainers/camila-rios.svg',
    specialty: 'Entrenamiento funcional',
    experience: '8 años de experiencia como preparadora física.',
    createdAt: stamp,
    updatedAt: stamp,
    activities: [{ id: 1, name: 'Funcional' }],
  },
  {
    id: 2,
    name: 'Julián Acosta',
    image: '/media/trainers/julian-acosta.svg',
    specialty: 'Boxeo',
    experience: '12 años en el ring.',
    createdAt: stamp,
    updatedAt: stamp,
    activities: [],
  },
];

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('About page', () => {
  it('shows the hero video, Nosotros, the staff, the address with the map fallback and the eight developers', async () => {
    server.use(http.get('*/api/trainer', () => HttpResponse.json(trainers)));
    renderApp({ route: '/about' });

    expect(await screen.findByRole('heading', { name: 'Sobre nosotros', level: 1 })).toBeVisible();
    const video = screen.getByTestId<HTMLVideoElement>('about-hero-video');
    expect(video).toHaveAttribute('src', '/media/video/hero.mp4');
    expect(video.autoplay).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Pausar video' })).toBeInTheDocument();

    const nosotros = section('Nosotros');
    const paragraphs = within(nosotros).getAllByText(/./, { selector: 'p' });
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]).toHaveTextContent(/entrenamos en grupo.*programas/);
    expect(paragraphs[1]).toHaveTextContent(/staff.*entrenadores expertos/);
    expect(paragraphs[2]).toHaveTextContent(/recetas/);

    const staff = section('Nuestro Staff');
    const cards = await within(staff).findAllByRole('article');
    expect(cards).toHaveLength(2);
    const camila = within(staff).getByRole('article', { name: 'Camila Ríos' });
    expect(within(camila).getByRole('img', { name: 'Camila Ríos' })).toHaveAttribute(
      'src',
      '/media/trainers/camila-rios.svg',
    );
    expect(camila).toHaveTextContent('Entrenamiento funcional');
    expect(camila).toHaveTextContent('8 años de experiencia como preparadora física.');

    const location = section('Encontranos en...');
    expect(
      within(location).getByText(/Av\. del Libertador 2350, Olivos/, { selector: 'address' }),
    ).toBeInTheDocument();
    expect(within(location).getByText(/^Horarios: Lunes a viernes/)).toBeInTheDocument();
    expect(within(location).getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/5491147902350',
    );
    expect(within(location).getByRole('link', { name: /^Llamar al/ })).toHaveAttribute(
      'href',
      'tel:+541147902350',
    );
    expect(within(location).getByTestId('map-fallback')).toBeInTheDocument();
    expect(within(location).getByRole('link', { name: 'Cómo llegar' })).toBeInTheDocument();

    const developers = section('Desarrolladores');
    expect(within(developers).getAllByRole('listitem')).toHaveLength(8);
    expect(within(developers).getByRole('link', { name: 'Yanina García' })).toHaveAttribute(
      'href',
      'https://github.com/YaniAnaGarcia',
    );
  });

  it('shows no developers section while the data file is empty', () => {
    renderWithProviders(<CreditsSection people={[]} />);
    expect(screen.queryByRole('heading', { name: 'Desarrolladores' })).not.toBeInTheDocument();
  });

  it('has the public header with the cart toggle and links to the Home sections', async () => {
    renderApp({ route: '/about' });
    await screen.findByRole('heading', { name: 'Sobre nosotros', level: 1 });
    const header = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(header).getByRole('link', { name: 'Clases' })).toHaveAttribute(
      'href',
      '/#clases',
    );
    expect(within(header).getByRole('link', { name: 'Sobre Nosotros' })).toHaveAttribute(
      'href',
      '/#about',
    );
    expect(within(header).getByRole('button', { name: 'Abrir carrito' })).toBeInTheDocument();
  });

  it('offers a retry when the staff cannot load', async () => {
    refuse('get', '*/api/trainer', 500, 'x');
    renderApp({ route: '/about' });
    expect(await screen.findByText('No pudimos cargar el staff.')).toBeInTheDocument();
    expect(
      within(section('Nuestro Staff')).getByRole('button', { name: 'Reintentar' }),
    ).toBeInTheDocument();
  });

  it('lists the credits when the data file names people', () => {
    renderWithProviders(
      <CreditsSection
        people={[{ name: 'Persona Uno', role: 'Frontend', url: 'https://example.com/uno' }]}
      />,
    );
    const credits = screen.getByRole('region', { name: 'Desarrolladores' });
    expect(within(credits).getByRole('link', { name: 'Persona Uno' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(credits).toHaveTextContent('Frontend');
  });
});
