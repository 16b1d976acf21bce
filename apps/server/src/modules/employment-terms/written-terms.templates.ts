import type { KetsForm } from '@tenaga/contracts';

/** `required`: the law asks the item to be stated; 'fixedTerm': only when the contract has an end date. */
export interface TemplateItem {
  readonly section: string;
  readonly key: string;
  readonly required: boolean | 'fixedTerm';
}

export interface WrittenTermsTemplate {
  /** Days after the start of employment by which the terms are to be given (0: before work starts). */
  readonly dueDays: number;
  /** Where the items come from, checked on the date given. */
  readonly source: { readonly law: string; readonly url: string; readonly checked: string };
  readonly items: readonly TemplateItem[];
}

const item = (section: string, key: string, required: TemplateItem['required'] = false): TemplateItem => ({ section, key, required });

/**
 * Each country's written terms of employment, items in the order they print. Singapore's follow
 * MOM's Key Employment Terms template; the others state what each country's law says a written
 * contract contains, with the company's own usual items beside them (not required).
 */
export const WRITTEN_TERMS_TEMPLATES: Record<KetsForm, WrittenTermsTemplate> = {
  SG: {
    // Employment Act 1968 s 95A and the Employment (Key Employment Terms) Regulations 2016: within 14 days of starting.
    dueDays: 14,
    source: {
      law: 'Employment Act 1968 s 95A; Employment (Key Employment Terms) Regulations 2016; MOM Key Employment Terms template',
      url: 'https://www.mom.gov.sg/employment-practices/key-employment-terms',
      checked: '2026-11-27',
    },
    items: [
      item('A', 'companyName', true),
      item('A', 'jobTitle', true),
      item('A', 'mainDuties', true),
      item('A', 'employeeName', true),
      item('A', 'employeeNric', true),
      item('A', 'employmentStartDate', true),
      item('A', 'employmentDuration', 'fixedTerm'),
      item('A', 'placeOfWork'),
      item('B', 'workingArrangement', true),
      item('B', 'hoursPerDay', true),
      item('B', 'daysPerWeek', true),
      item('B', 'restDay', true),
      item('C', 'salaryPeriod', true),
      item('C', 'salaryPaymentDates'),
      item('C', 'overtimePaymentPeriod'),
      item('C', 'overtimePaymentDates'),
      item('C', 'basicSalary', true),
      item('C', 'overtimeRate', true),
      item('C', 'fixedAllowances'),
      item('C', 'fixedDeductions'),
      item('C', 'otherSalaryComponents'),
      item('C', 'cpfContributions'),
      item('D', 'annualLeave', true),
      item('D', 'outpatientSickLeave', true),
      item('D', 'hospitalisationLeave', true),
      item('D', 'otherLeave'),
      item('D', 'medicalBenefits'),
      item('E', 'probationLength'),
      item('E', 'probationStartDate'),
      item('E', 'probationEndDate'),
      item('E', 'noticePeriod', true),
    ],
  },
  MY: {
    // s 10: a contract of service for more than a month is in writing, with a clause on how either
    // party may end it (s 10(2), notice as s 12); Employment Regulations 1957 reg 8 lists what the
    // employee is given in writing on or before the first day: name and NRIC, occupation, wage rate,
    // allowances, overtime rate, other benefits, normal hours a day, notice, holidays and annual leave, wage period.
    dueDays: 0,
    source: {
      law: 'Employment Act 1955 (Act 265) ss 10, 12, 18, 60A, 60E, 60F; Employment Regulations 1957 regs 5, 8',
      url: 'https://lom.agc.gov.my/act-detail.php?type=principal&lang=BI&act=265',
      checked: '2026-11-27',
    },
    items: [
      item('A', 'companyName', true),
      item('A', 'employeeName', true),
      item('A', 'employeeNric', true),
      item('A', 'jobTitle', true),
      item('A', 'mainDuties'),
      item('A', 'contractType'),
      item('A', 'employmentStartDate', true),
      item('A', 'employmentDuration', 'fixedTerm'),
      item('A', 'placeOfWork'),
      item('B', 'workingArrangement'),
      item('B', 'hoursPerDay', true),
      item('B', 'daysPerWeek'),
      item('B', 'restDay'),
      item('C', 'salaryPeriod', true),
      item('C', 'salaryPaymentDates'),
      item('C', 'basicSalary', true),
      item('C', 'overtimeRate', true),
      item('C', 'fixedAllowances'),
      item('C', 'fixedDeductions'),
      item('C', 'otherSalaryComponents'),
      item('D', 'annualLeave', true),
      item('D', 'outpatientSickLeave'),
      item('D', 'hospitalisationLeave'),
      item('D', 'otherLeave'),
      item('D', 'medicalBenefits'),
      item('E', 'probationLength'),
      item('E', 'noticePeriod', true),
    ],
  },
  ID: {
    // UU 13/2003 art 54(1) a–i (kept by UU 6/2023): the company's name, address and business; the
    // worker's name, sex, age and address; the position; the place of work; the wage and how it is
    // paid; the rights and obligations of both; the start and the length of the agreement. A PKWT is
    // in writing (art 57; PP 35/2021 art 2–17), a PKWTT may have a probation of up to 3 months (art 60).
    dueDays: 0,
    source: {
      law: 'UU 13/2003 arts 54, 57, 60 as amended by UU 6/2023; PP 35/2021',
      url: 'https://peraturan.bpk.go.id/Details/43013/uu-no-13-tahun-2003',
      checked: '2026-11-27',
    },
    items: [
      item('A', 'companyName', true),
      item('A', 'companyAddress', true),
      item('A', 'businessType', true),
      item('A', 'employeeName', true),
      item('A', 'employeeGender', true),
      item('A', 'employeeDateOfBirth', true),
      item('A', 'employeeAddress', true),
      item('B', 'jobTitle', true),
      item('B', 'mainDuties'),
      item('B', 'placeOfWork', true),
      item('B', 'contractType', true),
      item('B', 'employmentStartDate', true),
      item('B', 'employmentDuration', 'fixedTerm'),
      item('C', 'basicSalary', true),
      item('C', 'salaryPeriod', true),
      item('C', 'salaryPaymentDates', true),
      item('C', 'fixedAllowances'),
      item('C', 'fixedDeductions'),
      item('D', 'hoursPerDay', true),
      item('D', 'daysPerWeek', true),
      item('D', 'restDay', true),
      item('D', 'overtimeRate'),
      item('D', 'annualLeave', true),
      item('D', 'otherLeave'),
      item('D', 'medicalBenefits'),
      item('E', 'probationLength'),
      item('E', 'noticePeriod'),
    ],
  },
  VN: {
    // Labour Code 2019 art 21(1): the employer and the person signing; the worker's name, date of
    // birth, sex, residence and ID; the job and the place of work; the term; the wage, how and when it
    // is paid, allowances; working time and rest; social, health and unemployment insurance. Signed
    // before work starts (art 13, 18).
    dueDays: 0,
    source: {
      law: 'Labour Code 2019 (No. 45/2019/QH14) arts 13, 18, 20, 21',
      url: 'http://boluatlaodong2019.molisa.gov.vn/lang_en/topic/viet_nam_labour_code/index',
      checked: '2026-11-27',
    },
    items: [
      item('A', 'companyName', true),
      item('A', 'companyAddress', true),
      item('A', 'employeeName', true),
      item('A', 'employeeDateOfBirth', true),
      item('A', 'employeeGender', true),
      item('A', 'employeeAddress', true),
      item('A', 'employeeNric', true),
      item('B', 'jobTitle', true),
      item('B', 'mainDuties'),
      item('B', 'placeOfWork', true),
      item('B', 'contractType', true),
      item('B', 'employmentStartDate', true),
      item('B', 'employmentDuration', 'fixedTerm'),
      item('C', 'basicSalary', true),
      item('C', 'salaryPeriod', true),
      item('C', 'salaryPaymentDates', true),
      item('C', 'fixedAllowances'),
      item('C', 'otherSalaryComponents'),
      item('D', 'workingArrangement'),
      item('D', 'hoursPerDay', true),
      item('D', 'daysPerWeek', true),
      item('D', 'restDay', true),
      item('D', 'annualLeave', true),
      item('D', 'otherLeave'),
      item('E', 'socialInsurance', true),
      item('E', 'medicalBenefits'),
      item('E', 'probationLength'),
      item('E', 'noticePeriod'),
    ],
  },
  PH: {
    // Labor Code: normal hours (art 83), weekly rest day (art 91), service incentive leave (art 95),
    // wages at least twice a month (art 103); a probationary employee is told the standards for
    // regularisation when engaged (art 296), probation up to six months; 13th month pay (PD 851).
    dueDays: 0,
    source: {
      law: 'Labor Code of the Philippines (PD 442, renumbered) arts 83, 91, 95, 103, 296; PD 851',
      url: 'https://www.officialgazette.gov.ph/1974/05/01/presidential-decree-no-442-s-1974/',
      checked: '2026-11-27',
    },
    items: [
      item('A', 'companyName', true),
      item('A', 'employeeName', true),
      item('A', 'jobTitle', true),
      item('A', 'mainDuties'),
      item('A', 'contractType', true),
      item('A', 'employmentStartDate', true),
      item('A', 'employmentDuration', 'fixedTerm'),
      item('A', 'placeOfWork'),
      item('B', 'workingArrangement'),
      item('B', 'hoursPerDay', true),
      item('B', 'daysPerWeek', true),
      item('B', 'restDay', true),
      item('C', 'basicSalary', true),
      item('C', 'salaryPeriod', true),
      item('C', 'salaryPaymentDates'),
      item('C', 'overtimeRate'),
      item('C', 'fixedAllowances'),
      item('C', 'fixedDeductions'),
      item('C', 'thirteenthMonthPay'),
      item('D', 'annualLeave', true),
      item('D', 'otherLeave'),
      item('D', 'medicalBenefits'),
      item('E', 'probationLength'),
      item('E', 'probationEndDate'),
      item('E', 'noticePeriod'),
    ],
  },
};

/** The sections of a form, in the order they print. */
export const sectionsOf = (form: KetsForm): string[] => [...new Set(WRITTEN_TERMS_TEMPLATES[form].items.map((entry) => entry.section))];
