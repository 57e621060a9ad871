import Skeleton from '@mui/material/Skeleton';
import { GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { useCallback } from 'react';
import { GYM_LOCATION, MAP_HEIGHT, MAP_ZOOM } from '../location';
import { MapFallback } from './map-fallback';

const containerStyle = { width: '100%', height: `${MAP_HEIGHT}px`, borderRadius: 12 };
/** Half the side of the box the map is fitted to, in degrees (about 130 m). */
const BOUNDS_MARGIN = 0.0012;

/** Fits the map to a small box around the gym, then settles on zoom 17 once it is idle. */
export function fitAroundGym(map: google.maps.Map) {
  const bounds = new google.maps.LatLngBounds(
    { lat: GYM_LOCATION.lat - BOUNDS_MARGIN, lng: GYM_LOCATION.lng - BOUNDS_MARGIN },
    { lat: GYM_LOCATION.lat + BOUNDS_MARGIN, lng: GYM_LOCATION.lng + BOUNDS_MARGIN },
  );
  map.fitBounds(bounds);
  google.maps.event.addListenerOnce(map, 'idle', () => map.setZoom(MAP_ZOOM));
}

/** Google Maps, drawn only once its script has loaded (the loader retries 3 times). */
export function GymGoogleMap({ apiKey }: { apiKey: string }) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'google-map-script',
    googleMapsApiKey: apiKey,
    language: 'es',
    region: 'AR',
  });
  const onLoad = useCallback((map: google.maps.Map) => fitAroundGym(map), []);

  if (loadError) return <MapFallback />;
  if (!isLoaded) {
    return (
      <Skeleton variant="rounded" height={MAP_HEIGHT} role="status" aria-label="Cargando mapa" />
    );
  }
  return (
    <GoogleMap
      mapContainerStyle={containerStyle}
      center={GYM_LOCATION}
      zoom={MAP_ZOOM}
      onLoad={onLoad}
      options={{ streetViewControl: false, mapTypeControl: false }}
    >
      <MarkerF position={GYM_LOCATION} title="Power Gym" />
    </GoogleMap>
  );
}
