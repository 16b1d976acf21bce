/**
 * A raster image's type and size read from its bytes, whatever name or type the browser gave it:
 * PNG by its 8-byte signature and IHDR chunk, JPEG by its SOI marker and first start-of-frame
 * segment (ISO/IEC 10918-1 B.2.2). Anything else (SVG, which can carry scripts, GIF, WebP,
 * a renamed file) is not one of them.
 */
export interface RasterImage {
  readonly contentType: 'image/png' | 'image/jpeg';
  readonly width: number;
  readonly height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const u16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u32 = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;

function png(bytes: Uint8Array): RasterImage | null {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return null;
  // The first chunk is IHDR: its length (13), its type, then width and height.
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return { contentType: 'image/png', width: u32(bytes, 16), height: u32(bytes, 20) };
}

/** Start-of-frame markers (baseline, extended, progressive, lossless…), not DHT (C4), JPG (C8) or DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpeg(bytes: Uint8Array): RasterImage | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = u16(bytes, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { contentType: 'image/jpeg', height: u16(bytes, at + 5), width: u16(bytes, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

export function readRasterImage(bytes: Uint8Array): RasterImage | null {
  const image = png(bytes) ?? jpeg(bytes);
  return image && image.width > 0 && image.height > 0 ? image : null;
}

/**
 * A company logo: a PNG or JPEG under 500 kB (the product's image limit, spec §5), from 32 to 4000
 * pixels a side: smaller is unreadable in the header and on payslips, larger is a photograph.
 */
export const LOGO_LIMITS = { maxBytes: 500_000, minPixels: 32, maxPixels: 4000 } as const;

export type LogoError = 'NOT_RASTER_IMAGE' | 'TOO_LARGE' | 'BAD_DIMENSIONS';

export function validateLogo(bytes: Uint8Array): { ok: true; image: RasterImage } | { ok: false; error: LogoError } {
  if (bytes.length >= LOGO_LIMITS.maxBytes) return { ok: false, error: 'TOO_LARGE' };
  const image = readRasterImage(bytes);
  if (!image) return { ok: false, error: 'NOT_RASTER_IMAGE' };
  const fits = (side: number) => side >= LOGO_LIMITS.minPixels && side <= LOGO_LIMITS.maxPixels;
  return fits(image.width) && fits(image.height) ? { ok: true, image } : { ok: false, error: 'BAD_DIMENSIONS' };
}
