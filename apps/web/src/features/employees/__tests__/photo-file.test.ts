import { describe, expect, it } from 'vitest';
import { readPhoto } from '../model/photo-file.ts';

describe('a chosen photo (spec §5)', () => {
  it('is sent as its type and base64 bytes', async () => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    expect(await readPhoto(file)).toEqual({ ok: true, contentType: 'image/png', data: 'iVBORw==' });
  });

  it('must be an image, and under 500 kB', async () => {
    expect(await readPhoto(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }))).toEqual({ ok: false, key: 'validation:photoType' });
    expect(await readPhoto(new File([new Uint8Array(500_000)], 'big.jpg', { type: 'image/jpeg' }))).toEqual({
      ok: false,
      key: 'validation:photoSize',
    });
  });
});
