import { CHECKED, female, fixedLeave, male, perOccasion, type LeaveSource, type StatutoryLeaveDefault } from './statutory.types.ts';

const CODE = (section: string, url: string, verified: boolean): LeaveSource => ({
  law: 'Bộ luật Lao động 2019 (Labour Code No. 45/2019/QH14)',
  section,
  url,
  checked: CHECKED,
  verified,
});
const ANNUAL_SOURCE =
  'https://lawnet.vn/thong-tin-phap-luat/en/lao-dong-tien-luong/how-many-days-of-annual-leave-will-employees-in-vietnam-have-from-2021-136272.html';
const TVPL = 'https://thuvienphapluat.vn/';

/** 12 days, one more for every full 5 years with the employer (Art. 114), to 40 years of service. */
const SENIORITY_STEPS = Array.from({ length: 9 }, (_, index) => ({ fromMonths: index * 60, days: String(12 + index) }));

export const VIETNAM_LEAVE: readonly StatutoryLeaveDefault[] = [
  {
    country: 'VN',
    category: 'annual',
    inForce: { from: '2021-01-01', to: null },
    policy: fixedLeave('annual', '12', {
      entitlement: { kind: 'byService', steps: SENIORITY_STEPS },
      accrual: { method: 'monthly' },
      proRating: { basis: 'completedMonths', rounding: { step: '0.5', mode: 'nearest' } },
      unit: 'halfDay',
    }),
    sources: [CODE('Điều 113 (12 days; in proportion to months worked under 12 months), Điều 114 (+1 per 5 years)', ANNUAL_SOURCE, true)],
    note:
      '12 working days a year in normal conditions (14 for minors, the disabled and heavy or hazardous work, 16 for extremely heavy work — set by the employer); ' +
      'one more for each full 5 years. Defaults chosen: monthly accrual, rounded to the nearest half day, nothing carried (the Code lets the parties combine up to 3 years by agreement).',
  },
  {
    country: 'VN',
    category: 'marriage',
    inForce: { from: '2021-01-01', to: null },
    policy: perOccasion('marriage', '3'),
    sources: [CODE('Điều 115 khoản 1 điểm a', TVPL, false)],
    note: 'The employee’s own marriage: 3 paid days. Not confirmed against the text on the date checked.',
  },
  {
    country: 'VN',
    category: 'vn.childMarriage',
    inForce: { from: '2021-01-01', to: null },
    policy: perOccasion('vn.childMarriage', '1'),
    sources: [CODE('Điều 115 khoản 1 điểm b', TVPL, false)],
    note: 'The marriage of the employee’s child: 1 paid day. Not confirmed against the text on the date checked.',
  },
  {
    country: 'VN',
    category: 'compassionate',
    inForce: { from: '2021-01-01', to: null },
    policy: perOccasion('compassionate', '3'),
    sources: [CODE('Điều 115 khoản 1 điểm c', TVPL, false)],
    note:
      'The death of a parent, parent-in-law, spouse or child: 3 paid days (1 unpaid day for a grandparent or sibling, Điều 115 khoản 2). ' +
      'Not confirmed against the text on the date checked.',
  },
  {
    country: 'VN',
    category: 'maternity',
    inForce: { from: '2021-01-01', to: null },
    policy: fixedLeave('maternity', '180', { counting: 'calendarDays', eligibility: female() }),
    sources: [CODE('Điều 139 khoản 1; benefits under the Law on Social Insurance', TVPL, false)],
    note:
      '6 months (at most 2 before the birth; 1 more month for each child from the second in a multiple birth), paid by social insurance; counted here as ' +
      '180 calendar days — the law counts months. Not confirmed against the text on the date checked.',
  },
  {
    country: 'VN',
    category: 'paternity',
    inForce: { from: '2016-01-01', to: null },
    policy: perOccasion('paternity', '5', { eligibility: male() }),
    sources: [
      {
        law: 'Luật Bảo hiểm xã hội (Law on Social Insurance)',
        section: 'Điều 34 khoản 2 (2014); Điều 53 (2024)',
        url: TVPL,
        checked: CHECKED,
        verified: false,
      },
    ],
    note:
      '5 working days for a natural birth (7 for a caesarean or premature birth, 10 for twins, 14 for twins by caesarean), paid by social insurance, ' +
      'within the period after the birth the law sets. Not confirmed against the text on the date checked.',
  },
];
