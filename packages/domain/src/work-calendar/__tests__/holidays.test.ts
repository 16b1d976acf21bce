import { describe, expect, it } from 'vitest';
import {
  HOLIDAY_COUNTRIES,
  holidayNameKey,
  holidaySource,
  MALAYSIAN_STATES,
  publishedHolidayYears,
  standardHolidays,
  withObservedDays,
} from '../index.ts';
import { SINGAPORE_OBSERVED_RULE, malaysianObservedRule } from '../holidays/observed-rule.ts';
import { OFFICIAL_OBSERVED_DAYS as MY_2025_OBSERVED } from '../holidays/my/2025.data.ts';
import { OFFICIAL_OBSERVED_DAYS as MY_2026_OBSERVED } from '../holidays/my/2026.data.ts';

const dateOf = (list: readonly { key: string; date: string }[], key: string) => list.find((holiday) => holiday.key === key)?.date;
const count = (list: readonly { type: string }[], type: string) => list.filter((holiday) => holiday.type === type).length;

describe('published years and sources', () => {
  it('has a cited source for every published year and nothing for unpublished ones', () => {
    for (const country of HOLIDAY_COUNTRIES) {
      for (const year of publishedHolidayYears(country)) {
        const source = holidaySource(country, year);
        expect(source?.authority, `${country} ${year}`).toBeTruthy();
        expect(source?.reference).toBeTruthy();
      }
    }
    expect(publishedHolidayYears('SG')).toEqual([2025, 2026, 2027]);
    expect(publishedHolidayYears('ID')).toEqual([2025, 2026]);
    expect(standardHolidays({ country: 'ID', year: 2027 })).toEqual([]);
    expect(holidaySource('PH', 2030)).toBeNull();
  });

  it('keeps keys unique, dates in their year and every list sorted', () => {
    for (const country of HOLIDAY_COUNTRIES) {
      for (const year of publishedHolidayYears(country)) {
        const lists = country === 'MY' ? [undefined, ...MALAYSIAN_STATES.map((state) => state.code)] : [undefined];
        for (const state of lists) {
          const list = standardHolidays({ country, year, ...(state ? { state } : {}) });
          expect(new Set(list.map((holiday) => holiday.key)).size, `${country} ${year} ${state ?? ''}`).toBe(list.length);
          expect(list.every((holiday) => holiday.date.startsWith(`${year}-`))).toBe(true);
          expect([...list].sort((a, b) => a.date.localeCompare(b.date))).toEqual(list);
        }
      }
    }
  });
});

describe('Singapore (MOM)', () => {
  it('2025: 11 gazetted holidays and Polling Day, none on a Sunday', () => {
    const list = standardHolidays({ country: 'SG', year: 2025 });
    expect(list).toHaveLength(12);
    expect(count(list, 'observed')).toBe(0);
    expect(dateOf(list, 'hariRayaPuasa')).toBe('2025-03-31');
    expect(dateOf(list, 'pollingDay')).toBe('2025-05-03');
  });

  it('2026: National Day on Sunday 9 August is observed on Monday 10 August; 11 holidays and 3 observed days', () => {
    const list = standardHolidays({ country: 'SG', year: 2026 });
    expect(count(list, 'public')).toBe(11);
    expect(list.filter((holiday) => holiday.type === 'observed').map((holiday) => holiday.date)).toEqual([
      '2026-06-01',
      '2026-08-10',
      '2026-11-09',
    ]);
    expect(list.find((holiday) => holiday.date === '2026-08-10')).toMatchObject({
      key: 'nationalDayObserved',
      observes: '2026-08-09',
      observesKey: 'nationalDay',
    });
    expect(dateOf(list, 'hariRayaPuasa')).toBe('2026-03-21');
    expect(dateOf(list, 'hariRayaHaji')).toBe('2026-05-27');
  });

  it('2027: the second day of Chinese New Year on a Sunday moves to Monday 8 February', () => {
    const list = standardHolidays({ country: 'SG', year: 2027 });
    expect(list).toHaveLength(12);
    expect(dateOf(list, 'chineseNewYearDay2Observed')).toBe('2027-02-08');
    expect(dateOf(list, 'hariRayaPuasa')).toBe('2027-03-10');
  });
});

describe('Malaysia (JPM, by state)', () => {
  it('2026 federal list: Aidilfitri 21–22 March with the extra Friday and Monday in lieu; Wesak in lieu on 2 June after the Agong’s birthday', () => {
    const list = standardHolidays({ country: 'MY', year: 2026 });
    expect(dateOf(list, 'hariRayaPuasa')).toBe('2026-03-21');
    expect(dateOf(list, 'hariRayaPuasaAdditional')).toBe('2026-03-20');
    expect(dateOf(list, 'hariRayaPuasaDay2Observed')).toBe('2026-03-23');
    expect(dateOf(list, 'wesakDayObserved')).toBe('2026-06-02');
    expect(list.some((holiday) => holiday.type === 'state')).toBe(false);
  });

  it('Selangor 2026 has Thaipusam, Nuzul Al-Quran and the Sultan’s birthday; Sarawak has Gawai and no Deepavali', () => {
    const selangor = standardHolidays({ country: 'MY', year: 2026, state: 'MY-10' });
    expect(dateOf(selangor, 'thaipusamObserved')).toBe('2026-02-02');
    expect(dateOf(selangor, 'nuzulQuran')).toBe('2026-03-07');
    expect(selangor.find((holiday) => holiday.key === 'sultanSelangorBirthday')).toMatchObject({ date: '2026-12-11', type: 'state' });
    const sarawak = standardHolidays({ country: 'MY', year: 2026, state: 'MY-13' });
    expect(dateOf(sarawak, 'gawaiDayak')).toBe('2026-06-01');
    expect(dateOf(sarawak, 'deepavali')).toBeUndefined();
    // Wesak (Sunday 31 May) moves past the Agong's birthday and the second day of Gawai.
    expect(dateOf(sarawak, 'wesakDayObserved')).toBe('2026-06-03');
  });

  it.each([
    [2025, MY_2025_OBSERVED],
    [2026, MY_2026_OBSERVED],
  ])('%i: the observed-day rule gives exactly the substitute days of every state’s official list', (year, official) => {
    for (const state of MALAYSIAN_STATES) {
      const observed = standardHolidays({ country: 'MY', year, state: state.code })
        .filter((holiday) => holiday.type === 'observed')
        .map((holiday) => holiday.date);
      expect([...new Set(observed)], `${state.name} ${year}`).toEqual(official[state.code] ?? []);
    }
  });

  it('Kedah (Friday weekly holiday): Labour Day on Friday 1 May 2026 moves to Sunday 3 May; its Sundays are working days', () => {
    const kedah = standardHolidays({ country: 'MY', year: 2026, state: 'MY-02' });
    expect(dateOf(kedah, 'labourDayObserved')).toBe('2026-05-03');
    expect(dateOf(kedah, 'deepavaliObserved')).toBeUndefined();
  });

  it('Kelantan and Terengganu (Saturday weekly holiday): Aidilfitri on Saturday 21 March 2026 moves to Monday 23 March', () => {
    for (const state of ['MY-03', 'MY-11'] as const) {
      expect(dateOf(standardHolidays({ country: 'MY', year: 2026, state }), 'hariRayaPuasaObserved')).toBe('2026-03-23');
    }
  });

  it('lists 16 states and territories with their weekends', () => {
    expect(MALAYSIAN_STATES.map((state) => state.code)).toEqual(
      Array.from({ length: 16 }, (_, index) => `MY-${String(index + 1).padStart(2, '0')}`),
    );
    expect(MALAYSIAN_STATES.filter((state) => state.weekend === 'fri-sat').map((state) => state.name)).toEqual([
      'Kedah',
      'Kelantan',
      'Terengganu',
    ]);
  });
});

describe('Indonesia (SKB 3 Menteri)', () => {
  it('2025: 17 national holidays and 11 days of cuti bersama, marked apart', () => {
    const list = standardHolidays({ country: 'ID', year: 2025 });
    expect(count(list, 'public')).toBe(17);
    expect(count(list, 'collective')).toBe(11);
    expect(dateOf(list, 'idulFitri')).toBe('2025-03-31');
  });

  it('2026: 17 national holidays and 8 days of cuti bersama; Idul Fitri 21–22 March with cuti bersama 20, 23 and 24 March', () => {
    const list = standardHolidays({ country: 'ID', year: 2026 });
    expect(count(list, 'public')).toBe(17);
    expect(count(list, 'collective')).toBe(8);
    expect([dateOf(list, 'idulFitri'), dateOf(list, 'idulFitriDay2')]).toEqual(['2026-03-21', '2026-03-22']);
    expect(list.filter((holiday) => holiday.key.startsWith('idulFitriCollective')).map((holiday) => holiday.date)).toEqual([
      '2026-03-20',
      '2026-03-23',
      '2026-03-24',
    ]);
    expect(count(list, 'observed')).toBe(0);
  });
});

describe('Vietnam (Labour Code art. 112)', () => {
  it('2025: 11 days, Tết 27–31 January, National Day 1–2 September', () => {
    const list = standardHolidays({ country: 'VN', year: 2025 });
    expect(list).toHaveLength(11);
    expect(dateOf(list, 'lunarNewYear')).toBe('2025-01-29');
    expect(dateOf(list, 'nationalDayAdditional')).toBe('2025-09-01');
  });

  it('2026: Tết 16–20 February (Mùng 1 on 17 February), Hùng Kings day in lieu on Monday 27 April', () => {
    const list = standardHolidays({ country: 'VN', year: 2026 });
    expect(list.filter((holiday) => holiday.key.startsWith('lunarNewYear')).map((holiday) => holiday.date)).toEqual([
      '2026-02-16',
      '2026-02-17',
      '2026-02-18',
      '2026-02-19',
      '2026-02-20',
    ]);
    expect(list.find((holiday) => holiday.type === 'observed')).toMatchObject({ date: '2026-04-27', observes: '2026-04-26' });
    expect(list).toHaveLength(12);
  });
});

describe('Philippines (Presidential Proclamations)', () => {
  it('2025: 12 regular holidays and 10 special non-working days, marked apart', () => {
    const list = standardHolidays({ country: 'PH', year: 2025 });
    expect(count(list, 'public')).toBe(12);
    expect(count(list, 'special')).toBe(10);
    expect(list.find((holiday) => holiday.key === 'ninoyAquinoDay')?.type).toBe('special');
    // 25 February (EDSA) is a special working day: not in the list.
    expect(list.some((holiday) => holiday.date === '2025-02-25')).toBe(false);
  });

  it('2026: 12 regular holidays and 8 special non-working days', () => {
    const list = standardHolidays({ country: 'PH', year: 2026 });
    expect(count(list, 'public')).toBe(12);
    expect(count(list, 'special')).toBe(8);
    expect(dateOf(list, 'eidulFitr')).toBe('2026-03-20');
  });
});

describe('observed-day rule', () => {
  const entry = (date: string, key: string) => ({ date, key, name: key, type: 'public' as const });

  it('moves a Sunday holiday to Monday, and past a Monday holiday to Tuesday (SG)', () => {
    const list = withObservedDays([entry('2023-01-22', 'cny1'), entry('2023-01-23', 'cny2')], SINGAPORE_OBSERVED_RULE);
    expect(list.map((holiday) => [holiday.date, holiday.key])).toEqual([
      ['2023-01-22', 'cny1'],
      ['2023-01-23', 'cny2'],
      ['2023-01-24', 'cny1Observed'],
    ]);
  });

  it('leaves a Saturday holiday alone in Singapore', () => {
    expect(withObservedDays([entry('2025-08-09', 'nationalDay')], SINGAPORE_OBSERVED_RULE)).toHaveLength(1);
  });

  it('gives two holidays on one Sunday one substitute', () => {
    const list = withObservedDays([entry('2026-02-01', 'a'), entry('2026-02-01', 'b')], malaysianObservedRule('sat-sun', 6));
    expect(list.filter((holiday) => holiday.type === 'observed').map((holiday) => holiday.date)).toEqual(['2026-02-02']);
  });

  it('skips the weekend of a Friday–Saturday state: a Friday holiday before a Saturday goes to Sunday', () => {
    const list = withObservedDays([entry('2026-12-25', 'christmasDay')], malaysianObservedRule('fri-sat', 4));
    expect(dateOf(list, 'christmasDayObserved')).toBe('2026-12-27');
  });

  it('respects noObservedRule', () => {
    expect(withObservedDays([{ ...entry('2026-08-09', 'x'), noObservedRule: true }], SINGAPORE_OBSERVED_RULE)).toHaveLength(1);
  });
});

describe('holidayNameKey', () => {
  it('names a holiday by country and key, an observed day through the shared observed text', () => {
    const list = standardHolidays({ country: 'SG', year: 2026 });
    expect(
      holidayNameKey(
        'SG',
        list.find((holiday) => holiday.key === 'nationalDay')!,
      ),
    ).toEqual({ key: 'holidayNames:sg.nationalDay' });
    expect(
      holidayNameKey(
        'SG',
        list.find((holiday) => holiday.key === 'nationalDayObserved')!,
      ),
    ).toEqual({
      key: 'holidayNames:observed',
      observedNameKey: 'holidayNames:sg.nationalDay',
    });
  });
});
