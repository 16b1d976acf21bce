import { describe, expect, it } from 'vitest';
import {
  codeList,
  columnLetter,
  columnOfHeader,
  isoDate,
  mapHeader,
  parseCsv,
  phoneList,
  repeatsInFile,
  toImportRow,
  type ImportColumn,
} from '../imports.rules.ts';

const COLUMNS: ImportColumn[] = [{ key: 'employmentNumber', required: true }, { key: 'firstName', required: true }, { key: 'salary' }];
const LABELS = new Map([
  ['employment number', 'employmentNumber'],
  ['nomor karyawan', 'employmentNumber'],
  ['名', 'firstName'],
]);

describe('columnLetter', () => {
  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [51, 'AZ'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('%i → %s', (index, letters) => expect(columnLetter(index)).toBe(letters));
});

describe('columnOfHeader', () => {
  it.each([
    ['First name * [firstName]', 'firstName'],
    ['Nama depan [firstName]', 'firstName'],
    ['whatever it says [ SALARY ]', 'salary'],
    ['employmentNumber', 'employmentNumber'],
    ['Employment  Number *', 'employmentNumber'],
    ['Nomor karyawan', 'employmentNumber'],
    ['名', 'firstName'],
    ['Shoe size', null],
    ['Shoe size [shoeSize]', null],
  ])('%s → %s', (header, key) => expect(columnOfHeader(header, COLUMNS, LABELS)).toBe(key));
});

describe('mapHeader', () => {
  it('reports unknown, repeated and missing columns; only the last two stop the rows from being read', () => {
    const unknown = mapHeader({ number: 1, cells: ['[employmentNumber]', 'Notes', '[firstName]', ''] }, COLUMNS, LABELS);
    expect(unknown.fatal).toBe(false);
    expect([...unknown.columnAt]).toEqual([
      [0, 'employmentNumber'],
      [2, 'firstName'],
    ]);
    expect(unknown.problems).toEqual([
      {
        row: null,
        column: null,
        header: 'Notes',
        cell: 'B1',
        code: 'invalidColumnMsg',
        key: 'imports:problems.unknownColumn',
        values: { header: 'Notes' },
      },
    ]);
    const broken = mapHeader({ number: 3, cells: ['[employmentNumber]', 'Employment number'] }, COLUMNS, LABELS);
    expect(broken.fatal).toBe(true);
    expect(broken.problems.map((problem) => [problem.key, problem.column, problem.cell])).toEqual([
      ['imports:problems.repeatedColumn', 'employmentNumber', 'B3'],
      ['imports:problems.missingColumn', 'firstName', undefined],
    ]);
  });

  it('gives each row its cells by column, with their references', () => {
    const { columnAt } = mapHeader({ number: 1, cells: ['', '[firstName]', '[employmentNumber]'] }, COLUMNS, LABELS);
    const row = toImportRow({ number: 7, cells: ['x', '  Ann ', 'E1'] }, columnAt);
    expect(row.values).toEqual({ firstName: 'Ann', employmentNumber: 'E1' });
    expect(row.cellOf('employmentNumber')).toBe('C7');
    expect(row.cellOf('salary')).toBeUndefined();
  });
});

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, separators and line breaks inside cells, and CRLF', () => {
    const { rows } = parseCsv('\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n\r\nlast,,\r\n', { maxRecords: 10 });
    expect(rows.map((row) => [row.number, row.cells])).toEqual([
      [1, ['a', 'b', 'c']],
      [2, ['x, y', 'say "hi"', 'two\nlines']],
      [4, ['last', '', '']],
    ]);
  });

  it('takes the separator the header uses: semicolons where the decimal mark is a comma', () => {
    expect(parseCsv('a;b\n1,5;2', { maxRecords: 10 }).rows.map((row) => row.cells)).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
  });

  it('stops past the limit of rows with something in them', () => {
    const text = ['h', '1', '', '2', '3'].join('\n');
    expect(parseCsv(text, { maxRecords: 3 })).toMatchObject({ truncated: true });
    expect(parseCsv(text, { maxRecords: 4 })).toMatchObject({ truncated: false });
  });
});

describe('cell values', () => {
  it('isoDate takes real calendar dates written YYYY-MM-DD only', () => {
    expect(isoDate('2024-02-29')).toBe('2024-02-29');
    expect(isoDate('2023-02-29')).toBeNull();
    expect(isoDate('31/01/2024')).toBeNull();
    expect(isoDate('2024-1-5')).toBeNull();
  });

  it('phoneList splits on ; , and line breaks', () => {
    expect(phoneList('+6591234567; +6598765432,\n+6581112222 ')).toEqual(['+6591234567', '+6598765432', '+6581112222']);
    expect(phoneList('')).toEqual([]);
  });

  it('codeList finds a value by itself or by any of its names, case and spacing aside; a code wins over a name', () => {
    const list = codeList<string | number>([
      { value: 1, names: ['Bank transfer', 'Transfer bank'] },
      { value: 2, names: ['Cash', 'Tunai'] },
      { value: 'CASH', names: [] },
    ]);
    expect(list.resolve(' bank  TRANSFER ')).toBe(1);
    expect(list.resolve('tunai')).toBe(2);
    expect(list.resolve('2')).toBe(2);
    expect(list.resolve('cash')).toBe('CASH');
    expect(list.resolve('cheque')).toBeUndefined();
  });

  it('repeatsInFile names the first row of each repeated value', () => {
    const repeats = repeatsInFile([
      { row: 2, value: 'a' },
      { row: 3, value: 'b' },
      { row: 4, value: 'a' },
      { row: 5, value: null },
      { row: 6, value: 'a' },
    ]);
    expect([...repeats]).toEqual([
      [4, 2],
      [6, 2],
    ]);
  });
});
