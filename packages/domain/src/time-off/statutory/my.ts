import { ANYONE, CHECKED, female, fixedLeave, male, type LeaveSource, type StatutoryLeaveDefault } from './statutory.types.ts';

const EA = (section: string, url: string, verified: boolean): LeaveSource => ({
  law: 'Employment Act 1955 (Act 265)',
  section,
  url,
  checked: CHECKED,
  verified,
});
const ACT_265 = 'https://lom.agc.gov.my/act-detail.php?act=265';
const AMENDMENT_2022 = 'https://mywave.biz/index.php/resources/employment-act-1955-amendment';

export const MALAYSIA_LEAVE: readonly StatutoryLeaveDefault[] = [
  {
    country: 'MY',
    category: 'annual',
    inForce: { from: '1955-06-01', to: null },
    policy: fixedLeave('annual', '8', {
      entitlement: {
        kind: 'byService',
        steps: [
          { fromMonths: 0, days: '8' },
          { fromMonths: 24, days: '12' },
          { fromMonths: 60, days: '16' },
        ],
      },
      accrual: { method: 'monthly' },
      proRating: { basis: 'completedMonths', rounding: { step: '1', mode: 'nearest' } },
      carryForward: { maxDays: null, expiryMonths: 12 },
      unit: 'halfDay',
    }),
    sources: [EA('s. 60E(1) and (2A)', ACT_265, false)],
    note:
      '8 days a year under 2 years of service, 12 from 2 to 5 years, 16 from 5 years; for an incomplete year, in proportion to completed months (s. 60E(2A), ' +
      'seen on a public copy of the section). Defaults chosen: calendar leave year, monthly accrual, rounded to the nearest day, unused days kept 12 months. ' +
      'The 8/12/16 figures are from the Act as commonly cited, not confirmed against the Act’s text on the date checked.',
  },
  {
    country: 'MY',
    category: 'sick',
    inForce: { from: '1955-06-01', to: null },
    policy: fixedLeave('sick', '14', {
      entitlement: {
        kind: 'byService',
        steps: [
          { fromMonths: 0, days: '14' },
          { fromMonths: 24, days: '18' },
          { fromMonths: 60, days: '22' },
        ],
      },
      attachmentAfterDays: '0',
    }),
    sources: [EA('s. 60F(1)(aa)', ACT_265, false)],
    note: '14 days a year under 2 years of service, 18 from 2 to 5, 22 from 5, on a medical certificate. Figures from the Act as commonly cited, not confirmed on the date checked.',
  },
  {
    country: 'MY',
    category: 'hospitalisation',
    inForce: { from: '2023-01-01', to: null },
    policy: fixedLeave('hospitalisation', '60', { attachmentAfterDays: '0' }),
    sources: [EA('s. 60F(1)(bb), as amended by the Employment (Amendment) Act 2022', AMENDMENT_2022, true)],
    note: '60 days a year when hospitalisation is necessary, separate from sick leave since 1 Jan 2023.',
  },
  {
    country: 'MY',
    category: 'maternity',
    inForce: { from: '1955-06-01', to: '2022-12-31' },
    policy: fixedLeave('maternity', '60', { counting: 'calendarDays', eligibility: female() }),
    sources: [EA('s. 37 (before the 2022 amendment)', 'https://globalnews.lockton.com/country/malaysia', true)],
    note: '60 consecutive days for each confinement before 1 Jan 2023.',
  },
  {
    country: 'MY',
    category: 'maternity',
    inForce: { from: '2023-01-01', to: null },
    policy: fixedLeave('maternity', '98', { counting: 'calendarDays', eligibility: female() }),
    sources: [EA('s. 37, as amended by the Employment (Amendment) Act 2022', AMENDMENT_2022, true)],
    note: '98 consecutive days for each confinement from 1 Jan 2023.',
  },
  {
    country: 'MY',
    category: 'paternity',
    inForce: { from: '2023-01-01', to: null },
    policy: fixedLeave('paternity', '7', {
      counting: 'calendarDays',
      maximumConsecutiveDays: '7',
      minimumNoticeDays: 30,
      eligibility: male(12),
    }),
    sources: [EA('s. 60FA, inserted by the Employment (Amendment) Act 2022', AMENDMENT_2022, true)],
    note:
      '7 consecutive days for each confinement, up to 5 confinements whatever the number of spouses, for a married man employed by the employer ' +
      'for at least 12 months; notice 30 days before the expected confinement or as early as possible after the birth.',
  },
  {
    country: 'MY',
    category: 'unpaid',
    inForce: { from: '1955-06-01', to: null },
    policy: fixedLeave('unpaid', '0', { negativeBalanceDays: null, unit: 'halfDay', eligibility: ANYONE }),
    sources: [EA('No statutory unpaid leave: by agreement', ACT_265, false)],
    note: 'No statutory entitlement; taken by agreement, with no balance limit.',
  },
];
