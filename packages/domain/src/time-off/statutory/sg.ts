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

const MOM_ANNUAL: LeaveSource = {
  law: 'Employment Act 1968',
  section: 's. 88A (annual leave); MOM: annual leave eligibility, entitlement and pro-rating',
  url: 'https://www.mom.gov.sg/employment-practices/leave/annual-leave',
  checked: CHECKED,
  verified: true,
};
const MOM_SICK: LeaveSource = {
  law: 'Employment Act 1968',
  section: 's. 89 (sick leave); MOM: sick leave eligibility and entitlement',
  url: 'https://www.mom.gov.sg/employment-practices/leave/sick-leave/eligibility-and-entitlement',
  checked: CHECKED,
  verified: true,
};
const CDCA = (section: string, url: string, verified: boolean): LeaveSource => ({
  law: 'Child Development Co-Savings Act 2001 (as amended 2024)',
  section,
  url,
  checked: CHECKED,
  verified,
});

const YEARS_7_TO_14 = [7, 8, 9, 10, 11, 12, 13, 14].map((days, index) => ({ fromMonths: index * 12, days: String(days) }));

export const SINGAPORE_LEAVE: readonly StatutoryLeaveDefault[] = [
  {
    country: 'SG',
    category: 'annual',
    inForce: { from: '1968-08-15', to: null },
    policy: fixedLeave('annual', '7', {
      entitlement: { kind: 'byService', steps: YEARS_7_TO_14 },
      proRating: { basis: 'completedMonths', rounding: { step: '1', mode: 'nearest' } },
      leaveYear: 'hiringDate',
      carryForward: { maxDays: null, expiryMonths: 12 },
      unit: 'halfDay',
      eligibility: afterMonths(3),
    }),
    sources: [MOM_ANNUAL],
    note:
      '7 days in the 1st year of service, 1 more each year to 14 from the 8th; after 3 months of service, pro-rated by completed months ' +
      '(a fraction under half a day rounds down, half or more up). The year runs from the hiring date as MOM counts years of service. ' +
      'Carry-forward is the employer’s choice; 12 months here.',
  },
  {
    country: 'SG',
    category: 'sick',
    inForce: { from: '1968-08-15', to: null },
    policy: fixedLeave('sick', '14', {
      entitlement: {
        kind: 'byService',
        steps: [
          { fromMonths: 0, days: '5' },
          { fromMonths: 4, days: '8' },
          { fromMonths: 5, days: '11' },
          { fromMonths: 6, days: '14' },
        ],
      },
      accrual: { method: 'monthly' },
      leaveYear: 'hiringDate',
      attachmentAfterDays: '0',
      eligibility: afterMonths(3),
    }),
    sources: [MOM_SICK],
    note: 'Outpatient sick leave 5/8/11/14 days after 3/4/5/6 months of service; a medical certificate is required. The 60 days of hospitalisation leave include these 14.',
  },
  {
    country: 'SG',
    category: 'hospitalisation',
    inForce: { from: '1968-08-15', to: null },
    policy: fixedLeave('hospitalisation', '60', {
      entitlement: {
        kind: 'byService',
        steps: [
          { fromMonths: 0, days: '15' },
          { fromMonths: 4, days: '30' },
          { fromMonths: 5, days: '45' },
          { fromMonths: 6, days: '60' },
        ],
      },
      accrual: { method: 'monthly' },
      leaveYear: 'hiringDate',
      attachmentAfterDays: '0',
      eligibility: afterMonths(3),
    }),
    sources: [MOM_SICK],
    note: 'Hospitalisation leave 15/30/45/60 days after 3/4/5/6 months of service, inclusive of the outpatient sick leave taken (60 − 14 = 46 left after 14 outpatient days).',
  },
  {
    country: 'SG',
    category: 'childcare',
    inForce: { from: '2013-05-01', to: null },
    policy: fixedLeave('childcare', '6', { eligibility: afterMonths(3) }),
    sources: [CDCA('Government-paid childcare leave', 'https://www.mom.gov.sg/employment-practices/leave/childcare-leave', false)],
    note: '6 days a year (government-paid) for a parent of a Singapore citizen child under 7, after 3 months of service. Not verified against MOM on the date checked.',
  },
  {
    country: 'SG',
    category: 'sg.extendedChildcare',
    inForce: { from: '2013-05-01', to: null },
    policy: fixedLeave('sg.extendedChildcare', '2', { eligibility: afterMonths(3) }),
    sources: [CDCA('Extended childcare leave', 'https://www.mom.gov.sg/employment-practices/leave/childcare-leave', false)],
    note: '2 days a year for a parent of a Singapore citizen child aged 7 to 12. Not verified on the date checked.',
  },
  {
    country: 'SG',
    category: 'sg.unpaidInfantCare',
    inForce: { from: '2013-05-01', to: '2023-12-31' },
    policy: fixedLeave('sg.unpaidInfantCare', '6', { eligibility: afterMonths(3) }),
    sources: [CDCA('Unpaid infant care leave', 'https://www.mom.gov.sg/employment-practices/leave/infant-care-leave', false)],
    note: '6 unpaid days a year for a parent of a Singapore citizen child under 2. Not verified on the date checked.',
  },
  {
    country: 'SG',
    category: 'sg.unpaidInfantCare',
    inForce: { from: '2024-01-01', to: null },
    policy: fixedLeave('sg.unpaidInfantCare', '12', { eligibility: afterMonths(3) }),
    sources: [CDCA('Unpaid infant care leave', 'https://www.mom.gov.sg/employment-practices/leave/infant-care-leave', false)],
    note: '12 unpaid days a year (from 2024) for a parent of a Singapore citizen child under 2. Not verified on the date checked.',
  },
  {
    country: 'SG',
    category: 'maternity',
    inForce: { from: '2008-10-31', to: null },
    policy: fixedLeave('maternity', '112', { counting: 'calendarDays', eligibility: female(3) }),
    sources: [CDCA('Government-paid maternity leave', 'https://www.mom.gov.sg/employment-practices/leave/maternity-leave', false)],
    note:
      '16 weeks (112 calendar days) for a Singapore citizen child, after 3 months of service (12 weeks under the Employment Act otherwise). ' +
      'The start date of 16 weeks is from the statute as commonly cited, not verified on the date checked.',
  },
  {
    country: 'SG',
    category: 'paternity',
    inForce: { from: '2017-01-01', to: '2025-03-31' },
    policy: perOccasion('paternity', '10', { eligibility: male(3) }),
    sources: [
      CDCA(
        'Government-paid paternity leave (2 weeks mandatory; 2 more voluntary for births from 1 Jan 2024)',
        'https://publicnow.com/view/E872411EB8641E3D35622019A747203617DBF60B',
        true,
      ),
    ],
    note: '2 weeks (10 working days on a 5-day week) mandatory; for births from 1 Jan 2024 a further 2 weeks by the employer’s choice. By the child’s birth date.',
  },
  {
    country: 'SG',
    category: 'paternity',
    inForce: { from: '2025-04-01', to: null },
    policy: perOccasion('paternity', '20', { eligibility: male(3) }),
    sources: [
      CDCA(
        'Child Development Co-Savings (Amendment) Act 2024: 4 weeks mandatory',
        'https://www.channelnewsasia.com/singapore/law-passed-increase-shared-parental-leave-and-mandatory-paternity-leave-4746111',
        true,
      ),
    ],
    note: '4 weeks (20 working days on a 5-day week) mandatory for births from 1 Apr 2025 (the 4 weeks began for births from 1 Jan 2024, the 2nd fortnight voluntary until 1 Apr 2025).',
  },
  {
    country: 'SG',
    category: 'sharedParental',
    inForce: { from: '2025-04-01', to: '2026-03-31' },
    policy: perOccasion('sharedParental', '30', { minimumNoticeDays: 28, eligibility: afterMonths(3) }),
    sources: [
      CDCA(
        'Shared parental leave, phase 1',
        'https://asiaone.com/singapore/no-longer-short-break-work-says-expert-more-shared-parental-leave-april',
        true,
      ),
    ],
    note: '6 weeks (30 working days on a 5-day week) shared between the parents, for births from 1 Apr 2025; taken within 12 months of birth; 4 weeks’ notice for a continuous block.',
  },
  {
    country: 'SG',
    category: 'sharedParental',
    inForce: { from: '2026-04-01', to: null },
    policy: perOccasion('sharedParental', '50', { minimumNoticeDays: 28, eligibility: afterMonths(3) }),
    sources: [
      CDCA(
        'Shared parental leave, phase 2',
        'https://asiaone.com/singapore/no-longer-short-break-work-says-expert-more-shared-parental-leave-april',
        true,
      ),
    ],
    note: '10 weeks (50 working days on a 5-day week) shared between the parents, for births from 1 Apr 2026.',
  },
  {
    country: 'SG',
    category: 'unpaid',
    inForce: { from: '1968-08-15', to: null },
    policy: fixedLeave('unpaid', '0', { negativeBalanceDays: null, unit: 'halfDay' }),
    sources: [{ ...MOM_ANNUAL, section: 'No statutory unpaid leave: by agreement' }],
    note: 'No statutory entitlement; taken by agreement, with no balance limit.',
  },
];
