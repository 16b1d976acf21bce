import { describe, expect, it } from 'vitest';
import { KETS_FORMS, KetsSettingBodySchema, ketsFormOf, type KetsForm } from '@tenaga/contracts';
import { LANGUAGE_CODES, loadCatalog } from '@tenaga/i18n';
import { dueReminders, ketsDueDate, ketsFields, type KetsSources } from '../employment-terms.rules.ts';
import { sectionsOf, WRITTEN_TERMS_TEMPLATES } from '../written-terms.templates.ts';

const sources = (contractType: 'permanent' | 'fixedTerm' | 'pkwt' | 'definiteTerm' = 'permanent'): KetsSources => ({
  company: { name: 'Acme', currency: 'MYR', address: null, industry: null },
  employee: {
    fullName: 'Siti Aminah',
    identificationNumber: '900101-14-5678',
    gender: 'female',
    dateOfBirth: '1990-01-01',
    address: null,
    jobTitle: 'Clerk',
    hiringDate: '2026-01-05',
    salary: '3000.00',
  },
  contract: { contractType, startDate: '2026-01-05', endDate: '2026-12-31', probationEndDate: null, noticeValue: 0, noticeUnit: 'month' },
  setting: KetsSettingBodySchema.parse({}),
});

const required = (form: KetsForm) => WRITTEN_TERMS_TEMPLATES[form].items.filter((item) => item.required === true).map((item) => item.key);

describe('written terms by country', () => {
  it('gives each company its country’s form', () => {
    expect(['SG', 'MY', 'ID', 'VN', 'PH'].map(ketsFormOf)).toEqual(['SG', 'MY', 'ID', 'VN', 'PH']);
  });

  it.each(KETS_FORMS)('%s: every item has a value and a label, every section a title, in five languages', async (form) => {
    const fields = ketsFields(form, sources());
    expect(fields.map((field) => field.key)).toEqual(WRITTEN_TERMS_TEMPLATES[form].items.map((item) => item.key));
    for (const language of LANGUAGE_CODES) {
      const kets = (await loadCatalog(language)).employmentTerms as {
        kets: { fields: Record<string, string>; forms: Record<string, unknown> };
      };
      const texts = kets.kets.forms[form] as { title: string; footnote: string; sections: Record<string, string> };
      for (const field of fields) expect(kets.kets.fields[field.key], `${language} ${field.key}`).toBeTruthy();
      for (const section of sectionsOf(form)) expect(texts.sections[section], `${language} ${section}`).toBeTruthy();
      expect(texts.title && texts.footnote).toBeTruthy();
    }
  });

  it('asks what each law names', () => {
    // Malaysia: the notice clause of s 10(2) and reg 8's items.
    expect(required('MY')).toEqual(expect.arrayContaining(['noticePeriod', 'overtimeRate', 'hoursPerDay', 'annualLeave', 'salaryPeriod']));
    // Indonesia art 54(1): the company's address and business, the worker's sex, age and address, the place of work.
    expect(required('ID')).toEqual(
      expect.arrayContaining(['companyAddress', 'businessType', 'employeeGender', 'employeeDateOfBirth', 'employeeAddress', 'placeOfWork']),
    );
    // Viet Nam art 21(1): insurance and the payment deadline.
    expect(required('VN')).toEqual(expect.arrayContaining(['socialInsurance', 'salaryPaymentDates', 'placeOfWork', 'employeeDateOfBirth']));
    // The Philippines: hours (art 83), rest day (art 91), service incentive leave (art 95).
    expect(required('PH')).toEqual(expect.arrayContaining(['hoursPerDay', 'restDay', 'annualLeave', 'contractType']));
    expect(required('SG')).not.toContain('socialInsurance');
  });

  it('asks the length of a contract only when it ends on a date', () => {
    const duration = (form: KetsForm, type: Parameters<typeof sources>[0]) =>
      ketsFields(form, sources(type)).find((field) => field.key === 'employmentDuration');
    expect(duration('ID', 'pkwt')).toMatchObject({ value: '2026-01-05|2026-12-31', missing: false });
    expect(duration('VN', 'definiteTerm')?.value).toBe('2026-01-05|2026-12-31');
    expect(duration('MY', 'permanent')).toMatchObject({ value: null, missing: false });
  });

  it('is due 14 days after the start in Singapore, by the first day elsewhere', () => {
    expect(ketsDueDate('SG', '2026-03-02')).toBe('2026-03-16');
    for (const form of ['MY', 'ID', 'VN', 'PH'] as const) expect(ketsDueDate(form, '2026-03-02')).toBe('2026-03-02');
    expect(ketsDueDate('SG', null)).toBeNull();
  });

  it('reminds of unissued terms for a recent hire, not of everyone hired before the company started issuing them', () => {
    const overdue = (today: string) =>
      dueReminders({ today, contract: null, kets: { required: true, dueDate: '2026-03-16', issued: false } }).map((r) => r.kind);
    expect(overdue('2026-03-16')).toEqual([]);
    expect(overdue('2026-03-17')).toEqual(['ketsOverdue']);
    expect(overdue('2026-04-15')).toEqual(['ketsOverdue']);
    expect(overdue('2026-04-16')).toEqual([]);
  });
});
