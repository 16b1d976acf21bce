import { useEffect, useMemo } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import { Circle, MapContainer, Marker, Polygon, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import './site-map.css';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import type { LatLng, SiteMapProps } from './site-map.types.ts';

// Leaflet's default icon finds its images by a CSS path; here they are the bundle's own files (no CDN).
const pinIcon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});
const handleIcon = L.divIcon({ className: 'site-map-handle', iconSize: [14, 14], html: '' });

const METRES_PER_DEGREE = 111_195;
/** The point `metres` east of a point (the radius handle's place). */
const eastOf = (point: LatLng, metres: number): LatLng => ({
  latitude: point.latitude,
  longitude: point.longitude + metres / (METRES_PER_DEGREE * Math.cos((point.latitude * Math.PI) / 180)),
});
const round = (value: number) => Math.round(value * 1e6) / 1e6;
const toLatLng = (latlng: L.LatLng): LatLng => ({ latitude: round(latlng.lat), longitude: round(latlng.lng) });

function Clicks({ onClick }: { readonly onClick: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onClick(toLatLng(event.latlng)) });
  return null;
}

/** Shows the fence when it is first drawn or typed in elsewhere: the polygon's bounds, else the pin. */
function FitFence({ point, polygon, radiusMeters }: Pick<SiteMapProps, 'point' | 'polygon' | 'radiusMeters'>) {
  const map = useMap();
  const key = JSON.stringify([point, polygon?.length ?? 0, radiusMeters !== null]);
  useEffect(() => {
    if (polygon && polygon.length >= 2)
      map.fitBounds(L.latLngBounds(polygon.map((corner) => [corner.latitude, corner.longitude])), { padding: [24, 24] });
    else if (point) map.setView([point.latitude, point.longitude], Math.max(map.getZoom(), 16));
    // Refit when a fence appears or its shape count changes, not on every drag.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, map]);
  return null;
}

/** The Leaflet map itself: loaded with the site form's drawer only (its own chunk), never with the first page. */
export default function SiteMapLeaflet(props: SiteMapProps) {
  const { t } = useTranslation('attendance');
  const { point, radiusMeters, polygon, mode, tiles, disabled } = props;
  const center = useMemo<[number, number]>(() => {
    const first = polygon?.[0] ?? point;
    return first ? [first.latitude, first.longitude] : [1.3521, 103.8198];
  }, [point, polygon]);
  const corners = polygon ?? [];

  const clicked = (at: LatLng) => {
    if (disabled) return;
    if (mode === 'circle') props.onPoint(at);
    else if (corners.length < props.maxCorners) props.onPolygon([...corners, at]);
  };

  return (
    <MapContainer
      center={center}
      zoom={point || polygon ? 16 : 11}
      style={{ height: '100%', width: '100%' }}
      attributionControl
      keyboard
      aria-label={t('map.label')}
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} />
      <Clicks onClick={clicked} />
      <FitFence point={point} polygon={polygon} radiusMeters={radiusMeters} />
      {point && (
        <Marker
          position={[point.latitude, point.longitude]}
          icon={pinIcon}
          draggable={!disabled && mode === 'circle'}
          title={t('map.pin')}
          eventHandlers={{ dragend: (event) => props.onPoint(toLatLng((event.target as L.Marker).getLatLng())) }}
        />
      )}
      {point && radiusMeters !== null && (
        <>
          <Circle center={[point.latitude, point.longitude]} radius={radiusMeters} pathOptions={{ color: '#1f6feb', weight: 2 }} />
          {!disabled && mode === 'circle' && (
            <Marker
              position={[eastOf(point, radiusMeters).latitude, eastOf(point, radiusMeters).longitude]}
              icon={handleIcon}
              draggable
              title={t('map.radiusHandle')}
              eventHandlers={{
                dragend: (event) => {
                  const handle = (event.target as L.Marker).getLatLng();
                  props.onRadius(Math.max(1, Math.round(L.latLng(point.latitude, point.longitude).distanceTo(handle))));
                },
              }}
            />
          )}
        </>
      )}
      {corners.length >= 2 && (
        <Polygon positions={corners.map((corner) => [corner.latitude, corner.longitude])} pathOptions={{ color: '#b54708', weight: 2 }} />
      )}
      {mode === 'polygon' &&
        corners.map((corner, index) => (
          <Marker
            // Corners are identified by their place in the ring: moving one keeps its index.
            key={index}
            position={[corner.latitude, corner.longitude]}
            icon={handleIcon}
            draggable={!disabled}
            title={t('map.corner', { number: index + 1 })}
            eventHandlers={{
              dragend: (event) =>
                props.onPolygon(corners.map((other, at) => (at === index ? toLatLng((event.target as L.Marker).getLatLng()) : other))),
            }}
          >
            {!disabled && (
              <Popup>
                <Button
                  size="small"
                  danger
                  onClick={() => {
                    const rest = corners.filter((_, at) => at !== index);
                    props.onPolygon(rest.length ? rest : null);
                  }}
                >
                  {t('map.removeCorner', { number: index + 1 })}
                </Button>
              </Popup>
            )}
          </Marker>
        ))}
    </MapContainer>
  );
}
