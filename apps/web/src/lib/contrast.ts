const channel = (value: number) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);

/** The text colour readable on a background colour ('#rrggbb'): white, or near-black, whichever contrasts more. */
export function textOn(background: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(background)?.[1];
  if (!hex) return '#fff';
  const [r, g, b] = [0, 2, 4].map((at) => channel(parseInt(hex.slice(at, at + 2), 16) / 255)) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#fff' : 'rgba(0, 0, 0, 0.88)';
}
