import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isoDate } from '../common.ts';
import { v } from '../validation.ts';

const messageOf = (value: unknown) => {
  const result = z.object({ date: isoDate() }).safeParse({ date: value });
  return result.success ? null : result.error.issues[0]!.message;
};

describe('isoDate', () => {
  it('calls a missing date required and a malformed one of the wrong format', () => {
    expect(messageOf(undefined)).toBe(v.required);
    expect(messageOf('')).toBe(v.required);
    expect(messageOf(null)).toBe(v.required);
    expect(messageOf('26/11/2026')).toBe(v.validFormat);
    expect(messageOf('0000-01-01')).toBe(v.validFormat);
    expect(messageOf('2026-11-26')).toBeNull();
  });
});
