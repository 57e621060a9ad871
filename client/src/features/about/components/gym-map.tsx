import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { MAP_HEIGHT } from '../location';
import { MapFallback } from './map-fallback';

// The Maps library loads only on the About page, and only when a key is set.
const GymGoogleMap = lazy(async () => ({
  default: (await import('./google-map')).GymGoogleMap,
}));

/** Google Maps with a key; without one, the static fallback (map-fallback.tsx). */
export function GymMap({ apiKey }: { apiKey: string | undefined }) {
  if (!apiKey) return <MapFallback />;
  return (
    <Suspense
      fallback={
        <Skeleton variant="rounded" height={MAP_HEIGHT} role="status" aria-label="Cargando mapa" />
      }
    >
      <GymGoogleMap apiKey={apiKey} />
    </Suspense>
  );
}
