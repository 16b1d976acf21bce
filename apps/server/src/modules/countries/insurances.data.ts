import type { CompanyCountry, InsuranceScheme } from '@tenaga/contracts';

/**
 * The statutory social insurance and levy schemes of each country, as the payroll engine computes
 * them (taxes are not insurances). `value` is the payslip lines' prefix; labels are
 * `reference:insurances.<value>`; docs/payroll-coverage.md gives each rule with its source.
 */
export const INSURANCE_SCHEMES: Readonly<Record<CompanyCountry, readonly Omit<InsuranceScheme, 'label'>[]>> = {
  SG: [
    { value: 'sg.cpf', paidBy: 'both', legalBasis: 'Central Provident Fund Act 1953' },
    { value: 'sg.shg', paidBy: 'employee', legalBasis: 'Central Provident Fund Act 1953, section 57 (Self-Help Group funds)' },
    { value: 'sg.sdl', paidBy: 'employer', legalBasis: 'Skills Development Levy Act 1979' },
    { value: 'sg.fwl', paidBy: 'employer', legalBasis: 'Employment of Foreign Manpower Act 1990' },
  ],
  MY: [
    { value: 'my.epf', paidBy: 'both', legalBasis: 'Employees Provident Fund Act 1991 (Act 452)' },
    { value: 'my.socso', paidBy: 'both', legalBasis: "Employees' Social Security Act 1969 (Act 4)" },
    { value: 'my.eis', paidBy: 'both', legalBasis: 'Employment Insurance System Act 2017 (Act 800)' },
    { value: 'my.hrdf', paidBy: 'employer', legalBasis: 'Pembangunan Sumber Manusia Berhad Act 2001 (Act 612)' },
  ],
  ID: [
    { value: 'id.bpjs.kesehatan', paidBy: 'both', legalBasis: 'Perpres 82/2018 as amended (Jaminan Kesehatan)' },
    { value: 'id.bpjs.jht', paidBy: 'both', legalBasis: 'PP 46/2015 (Jaminan Hari Tua)' },
    { value: 'id.bpjs.jp', paidBy: 'both', legalBasis: 'PP 45/2015 (Jaminan Pensiun)' },
    { value: 'id.bpjs.jkk', paidBy: 'employer', legalBasis: 'PP 44/2015 (Jaminan Kecelakaan Kerja)' },
    { value: 'id.bpjs.jkm', paidBy: 'employer', legalBasis: 'PP 44/2015 (Jaminan Kematian)' },
  ],
  VN: [
    { value: 'vn.si', paidBy: 'both', legalBasis: 'Social Insurance Law 2024 (41/2024/QH15)' },
    { value: 'vn.hi', paidBy: 'both', legalBasis: 'Health Insurance Law (25/2008/QH12, as amended)' },
    { value: 'vn.ui', paidBy: 'both', legalBasis: 'Employment Law 2025 (from 1 January 2026)' },
    { value: 'vn.trade_union', paidBy: 'employer', legalBasis: 'Trade Union Law 2024 (50/2024/QH15)' },
  ],
  PH: [
    { value: 'ph.sss', paidBy: 'both', legalBasis: 'Social Security Act of 2018 (RA 11199)' },
    { value: 'ph.philhealth', paidBy: 'both', legalBasis: 'Universal Health Care Act (RA 11223)' },
    { value: 'ph.pagibig', paidBy: 'both', legalBasis: 'Home Development Mutual Fund Law of 2009 (RA 9679); HDMF Circular 460' },
  ],
};
