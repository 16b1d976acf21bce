import {
  afterMonths,
  CHECKED,
  female,
  fixedLeave,
  male,
  perOccasion,
  type LeaveSource,
  type StatutoryLeaveDefault,
} from './statutory.types.ts';

const UU13 = (section: string, url: string, verified: boolean): LeaveSource => ({
  law: 'UU No. 13 Tahun 2003 tentang Ketenagakerjaan (as amended by UU No. 6 Tahun 2023)',
  section,
  url,
  checked: CHECKED,
  verified,
});
const BPK = 'https://peraturan.bpk.go.id/';
const PASAL_93 = 'https://momenacara.com/cuti-pernikahan/';

/** Art. 93(4): paid days off for family events, each per occasion. */
const special = (category: Parameters<typeof perOccasion>[0], days: string, what: string, verified: boolean): StatutoryLeaveDefault => ({
  country: 'ID',
  category,
  inForce: { from: '2003-03-25', to: null },
  policy: perOccasion(category, days),
  sources: [UU13('Pasal 93 ayat (2) huruf c dan ayat (4)', verified ? PASAL_93 : BPK, verified)],
  note: `${what}: ${days} paid day(s) per occasion.${verified ? '' : ' Not confirmed against a public copy on the date checked.'}`,
});

export const INDONESIA_LEAVE: readonly StatutoryLeaveDefault[] = [
  {
    country: 'ID',
    category: 'annual',
    inForce: { from: '2003-03-25', to: null },
    policy: fixedLeave('annual', '12', { leaveYear: 'hiringDate', unit: 'halfDay', eligibility: afterMonths(12, 'doesNotCount') }),
    sources: [UU13('Pasal 79 ayat (3)', BPK, false)],
    note:
      '12 working days a year after 12 months of continuous service; the first 12 months earn none. Leave year from the hiring date. ' +
      'From the statute as commonly cited (kept by UU 6/2023), not confirmed against its text on the date checked.',
  },
  {
    country: 'ID',
    category: 'maternity',
    inForce: { from: '2003-03-25', to: null },
    policy: fixedLeave('maternity', '90', { counting: 'calendarDays', eligibility: female() }),
    sources: [UU13('Pasal 82 ayat (1)', BPK, false)],
    note:
      '1.5 months before and 1.5 months after the birth (per the midwife’s or doctor’s estimate); counted here as 90 calendar days — ' +
      'the law counts months. Not confirmed against the text on the date checked.',
  },
  special('marriage', '3', 'The employee’s own marriage', true),
  special('id.childMarriage', '2', 'The marriage of the employee’s child', true),
  special('id.childCircumcision', '2', 'The circumcision of the employee’s child', false),
  special('id.childBaptism', '2', 'The baptism of the employee’s child', false),
  {
    ...special('id.wifeGivingBirth', '2', 'The employee’s wife giving birth or miscarrying', false),
    policy: perOccasion('id.wifeGivingBirth', '2', { eligibility: male() }),
  },
  special('compassionate', '2', 'The death of a spouse, parent, parent-in-law, child or child-in-law', false),
  special('id.householdBereavement', '1', 'The death of another member of the household', false),
];
