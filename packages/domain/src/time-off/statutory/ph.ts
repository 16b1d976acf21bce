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

const source = (law: string, section: string, url: string, verified: boolean): LeaveSource => ({
  law,
  section,
  url,
  checked: CHECKED,
  verified,
});
const LEAVES = 'https://meerlaw.ph/?p=426';
const GAZETTE = 'https://www.officialgazette.gov.ph/';

export const PHILIPPINES_LEAVE: readonly StatutoryLeaveDefault[] = [
  {
    country: 'PH',
    category: 'ph.serviceIncentive',
    inForce: { from: '1974-11-01', to: null },
    policy: fixedLeave('ph.serviceIncentive', '5', {
      leaveYear: 'hiringDate',
      unit: 'halfDay',
      eligibility: afterMonths(12, 'doesNotCount'),
    }),
    sources: [
      source(
        'Labor Code of the Philippines (PD 442)',
        'Art. 95; Book III Rule V of the implementing rules',
        'https://www.scribd.com/document/498679631/Labor-Code-Art-95',
        true,
      ),
    ],
    note:
      '5 days with pay a year after at least one year of service (continuous or broken); usable as vacation or sick leave; unused days are commuted to cash at the ' +
      'year’s end (record them as encashment). Not for establishments of fewer than 10 employees, managerial staff, field personnel, or those already given 5 days’ vacation leave.',
  },
  {
    country: 'PH',
    category: 'maternity',
    inForce: { from: '2019-03-11', to: null },
    policy: fixedLeave('maternity', '105', { counting: 'calendarDays', eligibility: female() }),
    sources: [source('Republic Act No. 11210 (105-Day Expanded Maternity Leave Law)', 'Sec. 3–5', LEAVES, true)],
    note:
      '105 days with full pay for a live birth (15 more for a solo parent; 60 days for a miscarriage or emergency termination); up to 7 days may be allocated ' +
      'to the father. The date in force is the law’s as commonly cited, not confirmed on the date checked.',
  },
  {
    country: 'PH',
    category: 'paternity',
    inForce: { from: '1996-07-05', to: null },
    policy: perOccasion('paternity', '7', { eligibility: male() }),
    sources: [source('Republic Act No. 8187 (Paternity Leave Act of 1996)', 'Sec. 2', LEAVES, true)],
    note: '7 days with full pay for each of the first 4 deliveries of the lawful wife with whom the employee cohabits. The date in force is not confirmed.',
  },
  {
    country: 'PH',
    category: 'ph.soloParent',
    inForce: { from: '2022-06-04', to: null },
    policy: fixedLeave('ph.soloParent', '7', { eligibility: afterMonths(6) }),
    sources: [
      source(
        'Republic Act No. 11861 (Expanded Solo Parents Welfare Act), amending RA 8972',
        'Sec. 8',
        'https://talenthub.glints.com/hiring-guide/philippines/compensation-benefits',
        true,
      ),
    ],
    note:
      '7 working days with pay a year for a solo parent (with a solo parent ID). RA 11861 asks 6 months of service (RA 8972 asked one year); the 6 months and the date ' +
      'in force are from the law as commonly cited, not confirmed on the date checked.',
  },
  {
    country: 'PH',
    category: 'ph.vawc',
    inForce: { from: '2004-03-27', to: null },
    policy: fixedLeave('ph.vawc', '10', { attachmentAfterDays: '0', eligibility: female() }),
    sources: [
      source(
        'Republic Act No. 9262 (Anti-Violence Against Women and Their Children Act of 2004)',
        'Sec. 43',
        'https://respicio.ph/bar/2025/tag/Leaves',
        true,
      ),
    ],
    note: 'Up to 10 days with pay for a woman who is a victim of violence, extendible when the protection order requires; with a certification. The date in force is not confirmed.',
  },
  {
    country: 'PH',
    category: 'ph.specialLeaveForWomen',
    inForce: { from: '2009-09-15', to: null },
    policy: fixedLeave('ph.specialLeaveForWomen', '60', { counting: 'calendarDays', attachmentAfterDays: '0', eligibility: female(6) }),
    sources: [
      source(
        'Republic Act No. 9710 (Magna Carta of Women)',
        'Sec. 18',
        'https://talenthub.glints.com/hiring-guide/philippines/compensation-benefits',
        true,
      ),
    ],
    note:
      '2 months with full pay after surgery for gynecological disorders, for a woman with at least 6 months of aggregate service in the last 12 months; ' +
      'counted here as 60 calendar days — the law says two months. The date in force is not confirmed.',
  },
  {
    country: 'PH',
    category: 'unpaid',
    inForce: { from: '1974-11-01', to: null },
    policy: fixedLeave('unpaid', '0', { negativeBalanceDays: null, unit: 'halfDay' }),
    sources: [source('Labor Code of the Philippines (PD 442)', 'No statutory unpaid leave: by agreement', GAZETTE, false)],
    note: 'No statutory entitlement; taken by agreement, with no balance limit.',
  },
];
