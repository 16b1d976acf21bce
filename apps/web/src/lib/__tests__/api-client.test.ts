import { describe, expect, it } from 'vitest';
import { dropNulls } from '../api-client.ts';

describe('dropNulls (spec §7: outgoing bodies drop null fields)', () => {
  it('drops null fields at every depth and keeps falsy values that are not null', () => {
    expect(dropNulls({ a: null, b: 0, c: '', d: false, e: { f: null, g: [1, null, { h: null, i: 2 }] } })).toEqual({
      b: 0,
      c: '',
      d: false,
      e: { g: [1, null, { i: 2 }] },
    });
  });

  it('leaves non-plain objects alone', () => {
    const date = new Date(0);
    expect(dropNulls({ date })).toEqual({ date });
  });
});
