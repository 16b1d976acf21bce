import { describe, expect, it } from 'vitest';
import { csvField, writeSpreadsheet } from '../spreadsheet.ts';

describe('csvField', () => {
  it('writes text a spreadsheet would run as a formula as quoted text with a single quote before it', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvField("+1+cmd|' /C calc'!A0")).toBe(`"'+1+cmd|' /C calc'!A0"`);
    expect(csvField('-2+3')).toBe(`"'-2+3"`);
    expect(csvField('@SUM(1)')).toBe(`"'@SUM(1)"`);
    expect(csvField('\t=1')).toBe(`"'\t=1"`);
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    // Text that looks like a number is text: it cannot be told from '-2+3+cmd|…'.
    expect(csvField('-5')).toBe(`"'-5"`);
    expect(csvField('+62 812 3456')).toBe(`"'+62 812 3456"`);
  });

  it('keeps numbers as numbers, negative ones too', () => {
    expect(csvField(-5)).toBe('-5');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('leaves other text as it is, quoting separators, quotes and line breaks', () => {
    expect(csvField('Aisyah Rahman')).toBe('Aisyah Rahman');
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('Lee, Adam')).toBe('"Lee, Adam"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('')).toBe('');
  });
});

describe('writeSpreadsheet', () => {
  it('neutralises every cell of a CSV, the header too', async () => {
    const csv = await writeSpreadsheet({ format: 'csv', sheetName: 'x', header: ['=head'], rows: [['=1+2', -3]] });
    expect(csv.toString('utf8')).toBe(`\uFEFF"'=head"\r\n"'=1+2",-3\r\n`);
  });

  it('writes a workbook without columns as a sheet with nothing in it', async () => {
    const xlsx = await writeSpreadsheet({ format: 'xlsx', sheetName: 'x', header: [], rows: [] });
    expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
