/**
 * What the statutory calculator's `employee`, `employer` and `ytd` hold, country by country, for the
 * API document: the payroll package (`@tenaga/payroll`, its payslip input types) checks them, and
 * docs/payroll-coverage.md gives each rule with its legal source. Amounts are decimal strings.
 */
export const EMPLOYEE_FACTS_DESCRIPTION = `The employee's facts for the country's schemes (the payroll engine checks them and names a wrong one by its path, e.g. \`employee.birthDate\`).
- SG: birthDate (YYYY-MM-DD); residency 'SC' | 'PR' | 'FOREIGNER'; prSince (YYYY-MM-DD, for PR); rateType for PR years 1–2: 'GG' (graduated employer and employee, the default), 'FG' (full employer, graduated employee) or 'FF' (full employer and employee rates, by joint application to CPF Board); shgFunds ['CDAC' | 'ECF' | 'MBMF' | 'SINDA']; foreignWorkerLevy (a Work Permit or S Pass holder's levy: pass 'S_PASS' | 'WORK_PERMIT_MANUFACTURING' | 'WORK_PERMIT_SERVICES' | 'DOMESTIC_WORKER', tier, days).
- MY: birthDate; citizenship 'citizen' | 'pr' | 'noncitizen'; pcbCategory 1 | 2 | 3; children; disabled; spouseDisabled; reliefs (TP1 this month); socsoEmploymentInjuryOnly; eisFirstTimeContributor; taxResident (false: the flat non-resident PCB).
- ID: ptkpStatus 'TK/0' | 'TK/1' | 'TK/2' | 'TK/3' | 'K/0' | 'K/1' | 'K/2' | 'K/3'; taxResident (false: PPh 26 at 20 % or treatyRate); treatyRate; workerKind 'permanent' | 'non_permanent_daily' | 'non_permanent_monthly'; daysWorked (daily workers); foreignWorker; birthDate (JP stops after the pension age); dtp (the PPh 21 DTP incentive in force); hasTaxId; jpCovered; exitMonth; monthsWorked; partYear.
- VN: region 'I' | 'II' | 'III' | 'IV'; dependants; resident; vietnamese; contract 'standard' | 'short' | 'none' (under three months or none: the flat 10 %); commitment (form 02/CK-TNCN); foreignExemption 'intra_company_transferee' | 'retirement_age' | 'short_contract' | 'treaty'; netSalary (a net salary grossed up by the employer).
- PH: minimumWageEarner; separated (the last payroll annualises the year); dailyMinimumWage; taxRegime 'regular' | 'nranetb' (25 % final tax) | 'preferential_15' (15 % final tax).`;

export const EMPLOYER_FACTS_DESCRIPTION = `The employer's facts, where the country's schemes need them.
- MY (required): malaysianEmployees (HRD Corp levy); hrdfRegistered; hrdfSectorCovered.
- ID (required): jkkRiskClass 'very_low' | 'low' | 'medium' | 'high' | 'very_high'; minimumWage (the UMK or UMP: the BPJS Kesehatan floor) or province (ISO 3166-2:ID code, its UMP of the month); jkkReliefEligible.
- VN: reducedAccidentRate.
- SG, PH: none.`;

export const YTD_DESCRIPTION = `Amounts earlier in the year with this employer (decimal strings), where a scheme's rule needs them.
- SG: ordinaryWageSubject, additionalWageSubject (the CPF Additional Wage ceiling).
- MY: remuneration, epf, pcb, reliefs, zakat (PCB's ΣY, ΣK, X, ΣLP, Z).
- ID: gross, pensionContributions, withheld (required in December or the exit month).
- PH: exemptBenefits (the ₱90,000 cap), taxableCompensation and withheld (required in December or on separation), 'deMinimis.<kind>' (de minimis benefits already exempted this year).`;
