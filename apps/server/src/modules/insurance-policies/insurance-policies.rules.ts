import Decimal from 'decimal.js';
import type { InsuranceCountry, PolicyParameters, PolicySettings } from '@tenaga/contracts';

/** What the employee record already says that a scheme needs (read, never copied into an assignment). */
export interface RecordFacts {
  readonly dateOfBirth: string | null;
  readonly passTypeId: number | null;
  /** The date the pass was obtained: for a permanent resident, the date PR status was granted. */
  readonly passObtainedDate: string | null;
  readonly race: string | null;
  readonly religion: string | null;
  readonly contributionRateType: string | null;
}

/** Pass type ids of the countries module (never renumbered): 1 citizen, 2 permanent resident, 3 Employment Pass. */
export const PASS = { citizen: 1, permanentResident: 2, employmentPass: 3 } as const;

type SgParameters = Extract<PolicyParameters, { country: 'SG' }>;
type MyParameters = Extract<PolicyParameters, { country: 'MY' }>;
type ShgFund = 'CDAC' | 'ECF' | 'MBMF' | 'SINDA';

/** CPF residency from the pass: a citizen (or no pass recorded), a permanent resident, else a foreigner. */
export function residencyOf(facts: RecordFacts): 'SC' | 'PR' | 'FOREIGNER' {
  if (facts.passTypeId === null || facts.passTypeId === PASS.citizen) return 'SC';
  return facts.passTypeId === PASS.permanentResident ? 'PR' : 'FOREIGNER';
}

/**
 * The Self-Help Group funds proposed from race and religion (CPF Board, "Contributions to SHGs"):
 * CDAC for Chinese, ECF for Eurasian citizens and PRs, SINDA for Indian citizens, PRs and
 * Employment Pass holders, MBMF for every Muslim employee, foreigners included; a Muslim who
 * belongs to CDAC or SINDA contributes to both.
 */
export function proposedShgFunds(facts: RecordFacts, residency: 'SC' | 'PR' | 'FOREIGNER'): ShgFund[] {
  const resident = residency !== 'FOREIGNER';
  const funds: ShgFund[] = [];
  if (facts.race === 'chinese' && resident) funds.push('CDAC');
  if (facts.race === 'eurasian' && resident) funds.push('ECF');
  if (facts.race === 'indian' && (resident || facts.passTypeId === PASS.employmentPass)) funds.push('SINDA');
  if (facts.religion === 'islam') funds.push('MBMF');
  return funds;
}

/** EPF citizenship from the pass: a citizen (or no pass recorded), a permanent resident, else a non-citizen. */
export function citizenshipOf(facts: RecordFacts): 'citizen' | 'pr' | 'noncitizen' {
  if (facts.passTypeId === null || facts.passTypeId === PASS.citizen) return 'citizen';
  return facts.passTypeId === PASS.permanentResident ? 'pr' : 'noncitizen';
}

/** The parameters as used: each one left empty is filled from the employee record. */
export function effectiveParameters(parameters: PolicyParameters, facts: RecordFacts): PolicyParameters {
  if (parameters.country === 'SG') return effectiveSg(parameters, facts);
  if (parameters.country === 'MY')
    return { ...parameters, citizenship: parameters.citizenship ?? citizenshipOf(facts) } satisfies MyParameters;
  return parameters;
}

function effectiveSg(parameters: SgParameters, facts: RecordFacts): SgParameters {
  const residency = parameters.residency ?? residencyOf(facts);
  const rateType =
    parameters.rateType ?? (facts.contributionRateType === 'FG' || facts.contributionRateType === 'GG' ? facts.contributionRateType : null);
  return {
    country: 'SG',
    residency,
    prSince: residency === 'PR' ? (parameters.prSince ?? facts.passObtainedDate) : null,
    rateType: residency === 'PR' ? (rateType ?? 'GG') : null,
    shgFunds: parameters.shgFunds ?? proposedShgFunds(facts, residency),
  };
}

/** Does a policy of this kind and country take these parameters? */
export function parametersFit(policy: { kind: string; country: string | null }, parameters: PolicyParameters): boolean {
  return policy.kind === 'statutory' ? parameters.country === policy.country : parameters.country === 'private';
}

/** The last day of a pay month, YYYY-MM. */
export function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/**
 * The salary in force on a day from the salary history (changes with their dates): the latest change
 * on or before it; before the first change, what that change replaced; with no change, the current one.
 */
export function salaryOn(
  history: { current: string | null; changes: readonly { date: string; salary: string | null; previous: string | null }[] },
  date: string,
): string | null {
  const before = history.changes.filter((change) => change.date <= date).sort((a, b) => (a.date < b.date ? 1 : -1))[0];
  if (before) return before.salary;
  if (history.changes.length === 0) return history.current;
  const earliest = history.changes.reduce((first, change) => (change.date < first.date ? change : first));
  return earliest.previous;
}

/** One assignment as the in-force reading needs it. */
export interface DatedAssignment {
  readonly id: string;
  readonly employeeId: string;
  readonly policyId: string;
  readonly kind: string;
  readonly fromDate: string;
  readonly toDate: string | null;
}

/**
 * What is in force on a day: the latest statutory assignment (a later one replaces an earlier one,
 * whichever policy), and for each private policy its latest one; either only until its end date.
 */
export function inForce<A extends DatedAssignment>(assignments: readonly A[], date: string): { statutory: A | null; policies: A[] } {
  const started = assignments.filter((row) => row.fromDate <= date).sort((a, b) => (a.fromDate < b.fromDate ? 1 : -1));
  const open = (row: A | undefined) => (row && (row.toDate === null || row.toDate >= date) ? row : null);
  const statutory = open(started.find((row) => row.kind === 'statutory'));
  const latestPerPolicy = new Map<string, A>();
  for (const row of started) if (row.kind !== 'statutory' && !latestPerPolicy.has(row.policyId)) latestPerPolicy.set(row.policyId, row);
  const policies = [...latestPerPolicy.values()].filter((row) => open(row) !== null);
  return { statutory, policies };
}

/** What the statutory engine takes for one person, by country (the payslip input's employee and employer). */
export interface SchemeFacts {
  readonly country: InsuranceCountry;
  readonly employee: Record<string, unknown>;
  readonly employer: Record<string, unknown> | null;
  /** What the person adds above the statutory amounts, and the VN insurance salary. */
  readonly extras: {
    readonly epfElectedRate: string | null;
    readonly extraFamilyMembers: number;
    readonly sssVoluntary: string;
    readonly pagibigVoluntary: string;
    readonly insuranceSalary: string | null;
  };
}

const NO_EXTRAS: SchemeFacts['extras'] = {
  epfElectedRate: null,
  extraFamilyMembers: 0,
  sssVoluntary: '0',
  pagibigVoluntary: '0',
  insuranceSalary: null,
};

/** The engine's facts from the effective parameters, the record and the policy's settings. */
export function schemeFacts(input: {
  parameters: PolicyParameters;
  facts: RecordFacts;
  settings: PolicySettings;
  malaysianEmployees: number;
}): SchemeFacts | null {
  const { parameters: p, facts, settings } = input;
  const birthDate = facts.dateOfBirth ?? undefined;
  switch (p.country) {
    case 'SG':
      return {
        country: 'SG',
        employee: {
          birthDate,
          residency: p.residency,
          ...(p.prSince ? { prSince: p.prSince } : {}),
          ...(p.rateType ? { rateType: p.rateType } : {}),
          shgFunds: p.shgFunds ?? [],
        },
        employer: null,
        extras: NO_EXTRAS,
      };
    case 'MY':
      return {
        country: 'MY',
        employee: {
          birthDate,
          citizenship: p.citizenship,
          pcbCategory: p.pcbCategory,
          children: p.children,
          socsoEmploymentInjuryOnly: p.socsoCategory === 'second',
          eisFirstTimeContributor: p.eisFirstTimeContributor,
        },
        employer: { malaysianEmployees: input.malaysianEmployees },
        extras: { ...NO_EXTRAS, epfElectedRate: p.epfElectedRate },
      };
    case 'ID':
      return {
        country: 'ID',
        employee: { ptkpStatus: p.ptkpStatus, hasTaxId: p.taxId !== null, ...(birthDate ? { birthDate } : {}) },
        employer: { jkkRiskClass: p.jkkRiskClass, ...(settings.province ? { province: settings.province } : {}) },
        extras: { ...NO_EXTRAS, extraFamilyMembers: p.extraFamilyMembers },
      };
    case 'VN':
      return {
        country: 'VN',
        employee: {
          region: p.region,
          dependants: p.dependants,
          vietnamese: facts.passTypeId === null || facts.passTypeId === PASS.citizen,
        },
        employer: { reducedAccidentRate: settings.reducedAccidentRate },
        extras: { ...NO_EXTRAS, insuranceSalary: p.insuranceSalary },
      };
    case 'PH':
      return {
        country: 'PH',
        employee: {},
        employer: null,
        extras: { ...NO_EXTRAS, sssVoluntary: p.sssVoluntary, pagibigVoluntary: p.pagibigVoluntary },
      };
    default:
      return null;
  }
}

/** A preview line: one scheme's employee and employer amounts. */
export interface SchemeAmounts {
  code: string;
  employee: Decimal;
  employer: Decimal;
}

/**
 * Groups the payslip's statutory lines by scheme: 'sg.cpf.employee' and 'sg.cpf.employer' are one
 * scheme, 'my.pcb' (a tax) only has an employee part, 'sg.sdl' only an employer part.
 */
export function bySchemes(lines: readonly { code: string; kind: string; amount: string }[]): SchemeAmounts[] {
  const schemes = new Map<string, SchemeAmounts>();
  for (const line of lines) {
    if (line.kind === 'earning') continue;
    const code = line.code.replace(/\.(employee|employer)$/, '');
    const entry = schemes.get(code) ?? { code, employee: new Decimal(0), employer: new Decimal(0) };
    if (line.kind === 'employer') entry.employer = entry.employer.plus(line.amount);
    else entry.employee = entry.employee.plus(line.amount);
    schemes.set(code, entry);
  }
  return [...schemes.values()];
}

/**
 * The additional EPF an employee who elected a higher rate pays (KWSP: the elected rate on the
 * wage, rounded up to the next ringgit), above the statutory share; never negative.
 */
export function electedEpfAdditional(input: { wage: string; electedRate: string; statutoryEmployee: string }): Decimal {
  const elected = new Decimal(input.wage).times(input.electedRate).dividedBy(100).toDecimalPlaces(0, Decimal.ROUND_UP);
  return Decimal.max(0, elected.minus(input.statutoryEmployee));
}

/** Money with the currency's minor digits: IDR and VND have none. */
export function minorDigits(country: InsuranceCountry): number {
  return country === 'ID' || country === 'VN' ? 0 : 2;
}
