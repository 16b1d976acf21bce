import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clearable, INT32_MAX, INT32_MIN, int32, VersionSchema } from '../common.ts';
import { isSafeText, multiLine, pathsOfUnsafeText, safeParseInput } from '../text.ts';

describe('isSafeText', () => {
  it.each([
    ['plain text', 'Tan Mei Ling', true, true],
    ['other scripts and a paired surrogate', 'Nguyễn 陈 😀', true, true],
    ['NUL', 'a\u0000b', false, false],
    ['a C0 control', 'a\u0007b', false, false],
    ['DEL', 'a\u007fb', false, false],
    ['a C1 control', 'a\u0085b', false, false],
    ['an unpaired high surrogate', 'a\ud800b', false, false],
    ['an unpaired low surrogate at the start', '\udc00b', false, false],
    ['a low surrogate after a pair', '\ud83d\ude00\ude00', false, false],
    ['two pairs in a row', '\ud83d\ude00\ud83d\ude00', true, true],
    ['a line feed', 'a\nb', false, true],
    ['a carriage return', 'a\rb', false, true],
    ['a tab', 'a\tb', false, true],
  ])('%s: single-line %s, multi-line %s', (_, text, singleLine, multiLineOk) => {
    expect(isSafeText(text, { multiLine: false })).toBe(singleLine);
    expect(isSafeText(text, { multiLine: true })).toBe(multiLineOk);
  });
});

describe('pathsOfUnsafeText', () => {
  const schema = z.strictObject({
    name: z.string().max(80),
    address: clearable(multiLine(z.string().max(300))).default(null),
    notes: z.array(z.strictObject({ text: multiLine(z.string()).optional() })).max(5),
    tags: z.record(z.string().max(20), z.string().max(20)),
    value: z.union([z.number(), multiLine(z.string())]),
  });

  it('lets line breaks through where the field is multi-line, through wrappers, unions, arrays', () => {
    expect(pathsOfUnsafeText(schema, { name: 'A', address: 'x\ny', notes: [{ text: 'a\r\nb' }], tags: {}, value: 'p\tq' })).toEqual([]);
  });

  it('names every unsafe string and key by its path', () => {
    const paths = pathsOfUnsafeText(schema, {
      name: 'A\nB',
      address: 'x\u0007',
      notes: [{ text: 'ok' }, { text: 'a\ud800' }],
      tags: { 'k\n': 'v', k: 'v\tw' },
      unknown: 'a\nb',
    });
    expect(paths.map((path) => path.join('.')).sort()).toEqual(['address', 'name', 'notes.1.text', 'tags.k', 'tags.k\n', 'unknown']);
  });
});

describe('safeParseInput', () => {
  it('reports the unsafe strings with the schema’s other issues', () => {
    const result = safeParseInput(z.strictObject({ name: z.string(), version: VersionSchema }), { name: 'a\u0000', version: 2 ** 31 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'validation:invalidValue'],
      ['version', expect.any(String)],
    ]);
  });
});

describe('int32', () => {
  it('takes the int4 range and nothing beyond it', () => {
    expect(int32().safeParse(INT32_MAX).success).toBe(true);
    expect(int32().safeParse(INT32_MIN).success).toBe(true);
    for (const outside of [INT32_MAX + 1, INT32_MIN - 1, 1e308, 0.5]) expect(int32().safeParse(outside).success).toBe(false);
  });
});
