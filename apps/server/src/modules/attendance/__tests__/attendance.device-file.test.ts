import { describe, expect, it } from 'vitest';
import { deviceInstant, deviceLayout, parseDeviceTime, readDeviceRows, type DeviceRow } from '../attendance.device-file.ts';

const rows = (...lines: string[][]): DeviceRow[] => lines.map((cells, index) => ({ number: index + 1, cells }));

describe('deviceLayout', () => {
  it.each([
    [
      ['AC-No.', 'No.', 'Name', 'Time', 'State', 'New State', 'Exception', 'Operation'],
      { biometricNumber: 0, time: 3, date: null, state: 4 },
    ],
    [['User ID', 'Name', 'Date/Time', 'Status'], { biometricNumber: 0, time: 2, date: null, state: 3 }],
    [['Department', 'Name', 'No.', 'Date', 'Time', 'Status'], { biometricNumber: 2, time: 4, date: 3, state: 5 }],
    [['Name', 'Time', 'State'], null],
    [['User ID', 'Date/Time'], null],
  ])('%j', (header, expected) => {
    expect(deviceLayout(header)).toEqual(expected);
  });
});

describe('parseDeviceTime', () => {
  it.each([
    ['2026/3/2 8:55', 'dmy', { date: '2026-03-02', minuteOfDay: 535, second: 0 }],
    ['2026-03-02 17:59:30', 'dmy', { date: '2026-03-02', minuteOfDay: 1079, second: 30 }],
    ['2026-03-02T06:05:00', 'mdy', { date: '2026-03-02', minuteOfDay: 365, second: 0 }],
    ['02/03/2026 08:55', 'dmy', { date: '2026-03-02', minuteOfDay: 535, second: 0 }],
    ['02/03/2026 08:55', 'mdy', { date: '2026-02-03', minuteOfDay: 535, second: 0 }],
    ['25/03/2026 08:55', 'mdy', { date: '2026-03-25', minuteOfDay: 535, second: 0 }],
    ['03/25/2026 08:55', 'dmy', { date: '2026-03-25', minuteOfDay: 535, second: 0 }],
    ['3/2/2026 5:30 PM', 'mdy', { date: '2026-03-02', minuteOfDay: 1050, second: 0 }],
    ['3/2/2026 12:10 am', 'mdy', { date: '2026-03-02', minuteOfDay: 10, second: 0 }],
    ['2026-02-30 08:00', 'dmy', null],
    ['2026-03-02', 'dmy', null],
    ['2026-03-02 24:00', 'dmy', null],
    ['13:00 PM 2026-03-02', 'dmy', null],
    ['yesterday', 'dmy', null],
  ] as const)('%s (%s)', (text, order, expected) => {
    expect(parseDeviceTime(text, order)).toEqual(expected);
  });

  it('joins a separate date and time', () => {
    expect(parseDeviceTime('2026/03/02', 'dmy', '07:45:10')).toEqual({ date: '2026-03-02', minuteOfDay: 465, second: 10 });
  });
});

describe('readDeviceRows', () => {
  it('reads the AC-No. layout, its states and its bad rows', () => {
    const result = readDeviceRows(
      rows(
        ['AC-No.', 'No.', 'Name', 'Time', 'State', 'New State', 'Exception', 'Operation'],
        ['1001', '', 'Andi', '2026/3/2 8:55', 'C/In', '', 'OK', ''],
        ['1001', '', 'Andi', '2026/3/2 18:01', 'C/Out', '', 'OK', ''],
        ['1002', '', 'Budi', '2026/3/2 19:00', 'OverTime In', '', '', ''],
        ['', '', 'Nobody', '2026/3/2 9:00', 'C/In', '', '', ''],
        ['1003', '', 'Citra', '2026/3/32 9:00', 'Lunch', '', '', ''],
      ),
      { order: 'dmy' },
    );
    expect(result.rows).toBe(5);
    expect(result.punches).toEqual([
      { row: 2, biometricNumber: '1001', action: 'in', date: '2026-03-02', minuteOfDay: 535, second: 0 },
      { row: 3, biometricNumber: '1001', action: 'out', date: '2026-03-02', minuteOfDay: 1081, second: 0 },
      { row: 4, biometricNumber: '1002', action: 'in', date: '2026-03-02', minuteOfDay: 1140, second: 0 },
    ]);
    expect(result.problems).toEqual([
      { row: 5, column: 'biometricNumber', key: 'deviceImport.problems.biometricMissing' },
      { row: 6, column: 'state', key: 'deviceImport.problems.stateInvalid', values: { value: 'Lunch' } },
      { row: 6, column: 'time', key: 'deviceImport.problems.timeInvalid', values: { value: '2026/3/32 9:00' } },
    ]);
  });

  it('reads the User ID layout with the device’s codes', () => {
    const result = readDeviceRows(
      rows(
        ['User ID', 'Name', 'Date/Time', 'Status'],
        ['7', 'Andi', '02/03/2026 22:00:00', '0'],
        ['7', 'Andi', '03/03/2026 06:02:11', 'C/Out'],
      ),
      { order: 'dmy' },
    );
    expect(result.problems).toEqual([]);
    expect(result.punches.map((punch) => [punch.action, punch.date, punch.minuteOfDay, punch.second])).toEqual([
      ['in', '2026-03-02', 1320, 0],
      ['out', '2026-03-03', 362, 11],
    ]);
  });

  it('names a file whose header is not a device log', () => {
    expect(readDeviceRows(rows(['First name', 'Last name'], ['Andi', 'M']), { order: 'dmy' }).problems).toEqual([
      { row: null, column: null, key: 'deviceImport.problems.layout' },
    ]);
  });
});

describe('deviceInstant', () => {
  const punch = { date: '2026-03-02', minuteOfDay: 8 * 60 + 55, second: 30 };
  it.each([
    ['Asia/Makassar', '2026-03-02T00:55:30Z'],
    ['Asia/Jakarta', '2026-03-02T01:55:30Z'],
    ['Asia/Jayapura', '2026-03-01T23:55:30Z'],
    ['UTC', '2026-03-02T08:55:30Z'],
  ])('reads the device’s clock in %s', (zone, expected) => {
    expect(deviceInstant(punch, zone)).toBe(Date.parse(expected));
  });
});
