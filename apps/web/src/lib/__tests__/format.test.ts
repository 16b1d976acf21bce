import { afterEach, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/vi';
import { COUNTRY_DEFAULTS } from '@tenaga/contracts';
import { createFormatter } from '../format.ts';

// 20:40 and 09:05 in Kuala Lumpur (UTC+8).
const EVENING = Date.UTC(2026, 10, 26, 12, 40);
const MORNING = Date.UTC(2026, 10, 26, 1, 5);
const MALAYSIA = COUNTRY_DEFAULTS.MY; // hh:mm A, Asia/Kuala_Lumpur

afterEach(() => {
  dayjs.locale('en');
});

describe('times in the language of the reader', () => {
  it('English keeps the period after the time', () => {
    expect(createFormatter(MALAYSIA, 'en').time(EVENING)).toBe('08:40 PM');
  });

  it('Chinese puts the period first', () => {
    dayjs.locale('zh-cn');
    expect(createFormatter(MALAYSIA, 'zh').time(EVENING)).toBe('晚上08:40');
    expect(createFormatter(MALAYSIA, 'zh').dateTime(MORNING)).toBe('26/11/2026 上午09:05');
  });

  it('Vietnamese says SA and CH, not AM and PM', () => {
    dayjs.locale('vi');
    expect(createFormatter(MALAYSIA, 'vi').time(EVENING)).toBe('08:40 CH');
    expect(createFormatter(MALAYSIA, 'vi').time(MORNING)).toBe('09:05 SA');
  });

  it('a 24-hour format has no period in any language', () => {
    dayjs.locale('zh-cn');
    expect(createFormatter({ ...MALAYSIA, timeFormat: 'HH:mm' }, 'zh').time(EVENING)).toBe('20:40');
  });
});

describe('the time zone as people say it', () => {
  it('names the zone in the reader’s language, not by its IANA name', () => {
    expect(createFormatter(MALAYSIA, 'en').timeZone()).toBe('Malaysia Time');
    expect(createFormatter(MALAYSIA, 'zh').timeZone()).not.toContain('Kuala_Lumpur');
  });
});
