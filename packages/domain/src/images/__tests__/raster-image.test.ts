import { describe, expect, it } from 'vitest';
import { LOGO_LIMITS, readRasterImage, validateLogo } from '../../index.ts';

function pngBytes(width: number, height: number, size = 64): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, 33));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

function jpegBytes(width: number, height: number): Uint8Array {
  // SOI, an APP0 segment of 16 bytes, then a baseline SOF0 with 8-bit precision, the height and the width.
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, ...new Array<number>(20).fill(0)]);
}

describe('raster images', () => {
  it('reads the type and size of a PNG and a JPEG from their bytes', () => {
    expect(readRasterImage(pngBytes(320, 120))).toEqual({ contentType: 'image/png', width: 320, height: 120 });
    expect(readRasterImage(jpegBytes(640, 200))).toEqual({ contentType: 'image/jpeg', width: 640, height: 200 });
  });

  it('is nothing for an SVG, a GIF or a truncated file', () => {
    expect(readRasterImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(readRasterImage(new TextEncoder().encode('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(readRasterImage(pngBytes(320, 120).subarray(0, 20))).toBeNull();
    expect(readRasterImage(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
  });

  it('takes a logo within the size and pixel bounds only', () => {
    expect(validateLogo(pngBytes(320, 120))).toMatchObject({ ok: true });
    expect(validateLogo(pngBytes(LOGO_LIMITS.minPixels - 1, 120))).toEqual({ ok: false, error: 'BAD_DIMENSIONS' });
    expect(validateLogo(jpegBytes(LOGO_LIMITS.maxPixels + 1, 200))).toEqual({ ok: false, error: 'BAD_DIMENSIONS' });
    expect(validateLogo(pngBytes(320, 120, LOGO_LIMITS.maxBytes))).toEqual({ ok: false, error: 'TOO_LARGE' });
    expect(validateLogo(new TextEncoder().encode('<svg/>'))).toEqual({ ok: false, error: 'NOT_RASTER_IMAGE' });
  });
});
