import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Alert, Segmented, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SiteMapProps } from './site-map.types.ts';

export type { LatLng, SiteMapProps } from './site-map.types.ts';

// Leaflet and its styles load with the map, in their own chunk, when a site's form opens.
const SiteMapLeaflet = lazy(() => import('./site-map-leaflet.tsx'));

/** A map that failed to load (no connection for its chunk, an old browser) leaves the fields to type in. */
class MapBoundary extends Component<{ readonly fallback: ReactNode; readonly children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The site's geofence on a map: click to place the pin (drag it, drag the circle's handle for the
 * radius) or to add polygon corners (drag one to move it, open it to remove it). Optional: every
 * change lands in the form's fields, which work alone when the map's tiles do not load.
 */
export function SiteMap(
  props: Omit<SiteMapProps, 'mode'> & { readonly mode: SiteMapProps['mode']; readonly onMode: (mode: SiteMapProps['mode']) => void },
) {
  const { t } = useTranslation('attendance');
  const { onMode, ...map } = props;
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Segmented
        value={props.mode}
        onChange={(value) => onMode(value as SiteMapProps['mode'])}
        disabled={props.disabled}
        options={[
          { value: 'circle', label: t('map.circleMode') },
          { value: 'polygon', label: t('map.polygonMode') },
        ]}
      />
      <Typography.Text type="secondary">{t(props.mode === 'circle' ? 'map.circleHelp' : 'map.polygonHelp')}</Typography.Text>
      <div style={{ height: 280, width: '100%', borderRadius: 8, overflow: 'hidden', border: '1px solid #d9d9d9' }} data-testid="site-map">
        <MapBoundary fallback={<Alert type="warning" showIcon title={t('map.unavailable')} />}>
          <Suspense fallback={<Spin style={{ display: 'block', margin: '120px auto' }} />}>
            <SiteMapLeaflet {...map} />
          </Suspense>
        </MapBoundary>
      </div>
    </Space>
  );
}
