import { GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen, waitFor } from '@/testing/test-utils';
import { GymMap } from './gym-map';

// Only the library's boundary is replaced: no script is fetched from Google in a test.
vi.mock('@react-google-maps/api', () => ({
  useJsApiLoader: vi.fn(),
  GoogleMap: vi.fn(),
  MarkerF: vi.fn(),
}));

type MapProps = ComponentProps<typeof GoogleMap>;
const loader = vi.mocked(useJsApiLoader);
const googleMap = vi.mocked(GoogleMap);

const CENTER = { lat: -34.5107, lng: -58.4853 };

function lastMapProps(): MapProps {
  const call = googleMap.mock.calls.at(-1);
  if (!call) throw new Error('GoogleMap was not rendered');
  return call[0];
}

describe('GymMap', () => {
  beforeEach(() => {
    googleMap.mockImplementation(({ children }: MapProps) => (
      <div data-testid="google-map">{children}</div>
    ));
    vi.mocked(MarkerF).mockImplementation(() => null);
  });

  it('without a key shows the address, a static map and a directions link, and loads no Maps script', () => {
    renderWithProviders(<GymMap apiKey={undefined} />);
    const fallback = screen.getByTestId('map-fallback');
    expect(fallback).toHaveTextContent('Av. del Libertador 2350, Olivos, Vicente López');
    const directions = screen.getByRole('link', { name: 'Cómo llegar' });
    expect(directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Av.%20del%20Libertador%202350%2C%20Olivos%2C%20Vicente%20L%C3%B3pez%2C%20Buenos%20Aires',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    expect(loader).not.toHaveBeenCalled();
    expect(googleMap).not.toHaveBeenCalled();
  });

  it('with a key waits for the script before drawing the map', async () => {
    loader.mockReturnValue({ isLoaded: false, loadError: undefined });
    renderWithProviders(<GymMap apiKey="test-key" />);
    await waitFor(() =>
      expect(loader).toHaveBeenCalledWith(
        expect.objectContaining({ googleMapsApiKey: 'test-key' }),
      ),
    );
    expect(screen.getByRole('status', { name: 'Cargando mapa' })).toBeInTheDocument();
    expect(googleMap).not.toHaveBeenCalled();
  });

  it('with the script loaded draws a 300 px map centred on the gym at zoom 17 with a marker', async () => {
    loader.mockReturnValue({ isLoaded: true, loadError: undefined });
    renderWithProviders(<GymMap apiKey="test-key" />);
    expect(await screen.findByTestId('google-map')).toBeInTheDocument();
    const props = lastMapProps();
    expect(props.zoom).toBe(17);
    expect(props.center).toEqual(CENTER);
    expect(props.mapContainerStyle).toEqual(expect.objectContaining({ height: '300px' }));
    expect(vi.mocked(MarkerF).mock.calls.at(-1)?.[0]).toEqual(
      expect.objectContaining({ position: CENTER }),
    );
  });

  it('fits the map to bounds around the gym, then settles on zoom 17', async () => {
    const boxes: { sw: google.maps.LatLngLiteral; ne: google.maps.LatLngLiteral }[] = [];
    vi.stubGlobal('google', {
      maps: {
        // Called with `new`: a plain function that records the corners it was given.
        LatLngBounds: vi.fn(function (
          sw: google.maps.LatLngLiteral,
          ne: google.maps.LatLngLiteral,
        ) {
          boxes.push({ sw, ne });
        }),
        event: { addListenerOnce: (_map: unknown, _event: string, run: () => void) => run() },
      },
    });
    loader.mockReturnValue({ isLoaded: true, loadError: undefined });
    renderWithProviders(<GymMap apiKey="test-key" />);
    await screen.findByTestId('google-map');
    const map = { fitBounds: vi.fn(), setZoom: vi.fn() };
    lastMapProps().onLoad?.(map as unknown as google.maps.Map);

    expect(map.fitBounds).toHaveBeenCalledTimes(1);
    const [box] = boxes;
    expect(box?.sw.lat).toBeLessThan(CENTER.lat);
    expect(box?.sw.lng).toBeLessThan(CENTER.lng);
    expect(box?.ne.lat).toBeGreaterThan(CENTER.lat);
    expect(box?.ne.lng).toBeGreaterThan(CENTER.lng);
    expect(map.setZoom).toHaveBeenCalledWith(17);
  });

  it('falls back to the static map when the script cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loader.mockReturnValue({ isLoaded: false, loadError: new Error('blocked') });
    renderWithProviders(<GymMap apiKey="test-key" />);
    expect(await screen.findByTestId('map-fallback')).toBeInTheDocument();
    expect(googleMap).not.toHaveBeenCalled();
  });
});
