import type { SiteCorner } from '@tenaga/contracts/modules/attendance.contracts';

/** A polygon as typed by hand: one corner a line, "latitude, longitude" in decimal degrees. */
export function polygonToText(polygon: readonly SiteCorner[] | null): string {
  return (polygon ?? []).map((corner) => `${corner.latitude}, ${corner.longitude}`).join('\n');
}

/** The corners of the text, or the number of the first line that is not a corner (1-based). */
export function parsePolygon(text: string): { corners: SiteCorner[] | null } | { badLine: number } {
  const lines = text.split('\n').map((line) => line.trim());
  const corners: SiteCorner[] = [];
  for (const [index, line] of lines.entries()) {
    if (line === '') continue;
    const match = /^(-?\d+(?:\.\d+)?)\s*[,;\s]\s*(-?\d+(?:\.\d+)?)$/.exec(line);
    const latitude = Number(match?.[1]);
    const longitude = Number(match?.[2]);
    if (!match || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return { badLine: index + 1 };
    corners.push({ latitude, longitude });
  }
  return { corners: corners.length ? corners : null };
}
