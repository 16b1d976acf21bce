import { COMMON, hourly, type LegalSource, type OvertimeTemplate } from './template.types.ts';

const SOURCES: readonly LegalSource[] = [
  {
    reference: 'PP 35/2021, Pasal 21 ayat (2)',
    title: 'Waktu kerja: 7 jam sehari untuk 6 hari kerja, 8 jam sehari untuk 5 hari kerja, 40 jam seminggu',
  },
  {
    reference: 'PP 35/2021, Pasal 31 ayat (1)',
    title: 'Lembur pada hari kerja: jam pertama 1,5 kali, setiap jam berikutnya 2 kali Upah sejam',
  },
  {
    reference: 'PP 35/2021, Pasal 31 ayat (2) dan (3)',
    title: 'Lembur pada hari istirahat mingguan dan hari libur resmi, untuk 6 dan 5 hari kerja seminggu',
  },
];

const BANDS = [
  hourly('id.overtimeFirstHour', '1.5'),
  hourly('id.overtime', '2'),
  hourly('id.offDay2x', '2'),
  hourly('id.offDay3x', '3'),
  hourly('id.offDay4x', '4'),
];

const offDay = (threeFrom: number, fourFrom: number) => ({
  tiers: [
    { fromMinute: 0, band: 'id.offDay2x' },
    { fromMinute: threeFrom * 60, band: 'id.offDay3x' },
    { fromMinute: fourFrom * 60, band: 'id.offDay4x' },
  ],
});

/**
 * Indonesia. Six-day week: on a rest day or holiday hours 1–7 at 2×, the 8th at 3×, the 9th–11th
 * at 4×; a holiday on the shortest working day: 1–5 at 2×, the 6th at 3×, the 7th–9th at 4×.
 * Five-day week: hours 1–8 at 2×, the 9th at 3×, the 10th–12th at 4×.
 */
function indonesia(workWeek: 'fiveDay' | 'sixDay'): OvertimeTemplate {
  const six = workWeek === 'sixDay';
  const offDayTable = six ? offDay(7, 8) : offDay(8, 9);
  return {
    country: 'ID',
    workWeek,
    effectiveFrom: '2021-02-02',
    sources: SOURCES,
    policy: {
      ...COMMON,
      bands: BANDS,
      dailyAfterMinutes: (six ? 7 : 8) * 60,
      weeklyAfterMinutes: 40 * 60,
      normalDay: {
        tiers: [
          { fromMinute: 0, band: 'id.overtimeFirstHour' },
          { fromMinute: 60, band: 'id.overtime' },
        ],
      },
      restDay: offDayTable,
      publicHoliday: offDayTable,
      ...(six ? { publicHolidayOnShortestDay: offDay(5, 6) } : {}),
      night: null,
    },
  };
}

export const ID_TEMPLATES: readonly OvertimeTemplate[] = [indonesia('fiveDay'), indonesia('sixDay')];
