export interface LatLng {
  readonly latitude: number;
  readonly longitude: number;
}

/** What the site map shows and changes: the form's fields are the truth, the map one way to fill them. */
export interface SiteMapProps {
  readonly point: LatLng | null;
  readonly radiusMeters: number | null;
  readonly polygon: readonly LatLng[] | null;
  /** What a click on the map does: place the pin, or add a polygon corner. */
  readonly mode: 'circle' | 'polygon';
  readonly maxCorners: number;
  readonly tiles: { readonly url: string; readonly attribution: string };
  readonly disabled: boolean;
  readonly onPoint: (point: LatLng) => void;
  readonly onRadius: (metres: number) => void;
  readonly onPolygon: (corners: LatLng[] | null) => void;
}
