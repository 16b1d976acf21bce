import type { CompanyCountry } from '@tenaga/contracts';

export interface PassType {
  /** Stored on employee records (passTypeID) and used by filters and reports: never renumber. */
  readonly id: number;
  /** Label key under reference:passTypes. */
  readonly key: string;
  readonly countries: readonly CompanyCountry[];
}

/**
 * Work and residence status of an employee (spec §3 "Pass types have id and text").
 * Ids fixed by the spec: 11 Student Pass (SG); 12–19 the Philippine passes, in the spec's order;
 * 7–10 belong to one specific company of the original product and are left unused here; that
 * company also renamed id 5 'Work Permit', so id 5 is not the Work Permit: it is the catch-all
 * "foreigner with another pass".
 * Ids chosen here: 1–4 and 6 for the common statuses, 20 on for the rest.
 * Sources: SG, Ministry of Manpower work passes (EP, S Pass, Work Permit, EntrePass, PEP, ONE
 * Pass, Training Employment Pass, Work Holiday Pass) and ICA passes (Student's Pass, Dependant's
 * Pass, Long-Term Visit Pass); MY, Immigration Department passes (Employment Pass, Visit Pass
 * (Temporary Employment), Professional Visit Pass, Dependant Pass) and MDEC's Residence
 * Pass-Talent; ID, stay permits of the Immigration Law (UU 6/2011: KITAS, KITAP); VN, Labour Code
 * 2019 Art. 151–157 (work permit, exemption) and the Law on Foreigners' Entry (temporary and
 * permanent residence cards); PH, spec §3, with DOLE's Alien Employment Permit.
 */
export const PASS_TYPES: readonly PassType[] = [
  { id: 1, key: 'citizen', countries: ['SG', 'MY', 'ID', 'VN', 'PH'] },
  { id: 2, key: 'permanentResident', countries: ['SG', 'MY', 'VN'] },
  { id: 3, key: 'employmentPass', countries: ['SG', 'MY'] },
  { id: 4, key: 'sPass', countries: ['SG'] },
  { id: 6, key: 'workPermit', countries: ['SG', 'VN'] },
  { id: 11, key: 'studentPass', countries: ['SG'] },
  { id: 12, key: 'nationalId', countries: ['PH'] },
  { id: 13, key: 'unifiedMultiPurposeId', countries: ['PH'] },
  { id: 14, key: 'alienCertificateOfRegistration', countries: ['PH'] },
  { id: 15, key: 'specialWorkPermit', countries: ['PH'] },
  { id: 16, key: 'workVisa9g', countries: ['PH'] },
  { id: 17, key: 'missionaryVisa', countries: ['PH'] },
  { id: 18, key: 'pezaWorkerPass', countries: ['PH'] },
  { id: 19, key: 'prcId', countries: ['PH'] },
  { id: 20, key: 'dependantPass', countries: ['SG', 'MY'] },
  { id: 21, key: 'longTermVisitPass', countries: ['SG'] },
  { id: 22, key: 'entrePass', countries: ['SG'] },
  { id: 23, key: 'personalisedEmploymentPass', countries: ['SG'] },
  { id: 24, key: 'onePass', countries: ['SG'] },
  { id: 25, key: 'trainingEmploymentPass', countries: ['SG'] },
  { id: 26, key: 'workHolidayPass', countries: ['SG'] },
  { id: 27, key: 'visitPassTemporaryEmployment', countries: ['MY'] },
  { id: 28, key: 'professionalVisitPass', countries: ['MY'] },
  { id: 29, key: 'residencePassTalent', countries: ['MY'] },
  { id: 30, key: 'kitas', countries: ['ID'] },
  { id: 31, key: 'kitap', countries: ['ID'] },
  { id: 32, key: 'workPermitExemption', countries: ['VN'] },
  { id: 33, key: 'temporaryResidenceCard', countries: ['VN'] },
  { id: 34, key: 'alienEmploymentPermit', countries: ['PH'] },
  { id: 5, key: 'otherPass', countries: ['SG', 'MY', 'ID', 'VN', 'PH'] },
];
