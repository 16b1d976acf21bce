import type { HolidayYear } from '../holiday.types.ts';

export default {
  country: 'PH',
  year: 2025,
  source: {
    authority: 'Office of the President',
    title: 'Regular holidays and special (non-working) days for 2025',
    reference:
      "Proclamation No. 727, s. 2024; Proclamation No. 729, s. 2024 (27 July); Proclamation No. 839, s. 2025 (Eid'l Fitr); Proclamation No. 878, s. 2025 (12 May elections); Proclamation No. 911, s. 2025 (Eid'l Adha)",
    url: 'https://www.officialgazette.gov.ph/nationwide-holidays/2025/',
    publishedOn: '2024-10-30',
  },
  holidays: [
    { date: '2025-01-01', key: 'newYearsDay', name: "New Year's Day", type: 'public' },
    { date: '2025-01-29', key: 'chineseNewYear', name: 'Chinese New Year', type: 'special' },
    { date: '2025-04-01', key: 'eidulFitr', name: "Eid'l Fitr", type: 'public' },
    { date: '2025-04-09', key: 'arawNgKagitingan', name: 'Day of Valor (Araw ng Kagitingan)', type: 'public' },
    { date: '2025-04-17', key: 'maundyThursday', name: 'Maundy Thursday', type: 'public' },
    { date: '2025-04-18', key: 'goodFriday', name: 'Good Friday', type: 'public' },
    { date: '2025-04-19', key: 'blackSaturday', name: 'Black Saturday', type: 'special' },
    { date: '2025-05-01', key: 'labourDay', name: 'Labor Day', type: 'public' },
    { date: '2025-05-12', key: 'electionDay', name: 'National and local elections', type: 'special' },
    { date: '2025-06-06', key: 'eidulAdha', name: "Eid'l Adha", type: 'public' },
    { date: '2025-06-12', key: 'independenceDay', name: 'Independence Day', type: 'public' },
    { date: '2025-07-27', key: 'iglesiaNiCristoDay', name: 'Founding Anniversary of Iglesia ni Cristo', type: 'special' },
    { date: '2025-08-21', key: 'ninoyAquinoDay', name: 'Ninoy Aquino Day', type: 'special' },
    { date: '2025-08-25', key: 'nationalHeroesDay', name: 'National Heroes Day', type: 'public' },
    { date: '2025-10-31', key: 'allSaintsDayEve', name: "All Saints' Day Eve", type: 'special' },
    { date: '2025-11-01', key: 'allSaintsDay', name: "All Saints' Day", type: 'special' },
    { date: '2025-11-30', key: 'bonifacioDay', name: 'Bonifacio Day', type: 'public' },
    { date: '2025-12-08', key: 'immaculateConception', name: 'Feast of the Immaculate Conception of Mary', type: 'special' },
    { date: '2025-12-24', key: 'christmasEve', name: 'Christmas Eve', type: 'special' },
    { date: '2025-12-25', key: 'christmasDay', name: 'Christmas Day', type: 'public' },
    { date: '2025-12-30', key: 'rizalDay', name: 'Rizal Day', type: 'public' },
    { date: '2025-12-31', key: 'lastDayOfYear', name: 'Last Day of the Year', type: 'special' },
  ],
} as const satisfies HolidayYear;
