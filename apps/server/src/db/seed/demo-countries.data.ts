// The demo companies of Malaysia, Indonesia, Vietnam and the Philippines, all fictional: what demo-countries.ts writes.
import type { PolicyParametersInput } from '@tenaga/contracts';
import type { DemoOffice } from './demo-punches.ts';

export type DemoCountryCode = 'MY' | 'ID' | 'VN' | 'PH';

/** One person: given name(s), family name (or the patronymic part), gender, department index, job title index. */
export type DemoCountryPerson = readonly [firstName: string, lastName: string, gender: 'm' | 'f', department: number, jobTitle: number];

export interface DemoCountry {
  readonly code: DemoCountryCode;
  readonly domain: string;
  readonly name: string;
  readonly emailDomain: string;
  readonly office: DemoOffice & { readonly address: string; readonly city: string; readonly postalCode: string };
  readonly departments: readonly string[];
  /** Job titles with the monthly salary range in local currency (lowest, highest, step). */
  readonly jobTitles: readonly (readonly [title: string, from: number, to: number, step: number])[];
  /** Bank codes with their account digits (spec §5 where the table lists the bank). */
  readonly banks: readonly (readonly [code: string, digits: number])[];
  readonly phone: (next: (below: number) => number) => string;
  /** The national identification number for a birth date and gender (valid for the country's validator). */
  readonly identification: {
    readonly type: string;
    readonly make: (input: { birth: string; female: boolean; next: (below: number) => number }) => string;
  };
  /** The statutory policy and each person's parameters (the rest comes from the record). */
  readonly policy: { readonly name: string; readonly settings?: { province?: 'JK'; reducedAccidentRate?: boolean } };
  readonly parameters: (input: { married: boolean; children: number; identification: string }) => PolicyParametersInput;
  /**
   * The first four people are the demo users (admin, hr, manager, employee); the first is the
   * managing director, the second heads HR, the third manages operations.
   */
  readonly people: readonly DemoCountryPerson[];
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');
const yymmdd = (birth: string) => birth.slice(2, 4) + birth.slice(5, 7) + birth.slice(8, 10);

const DEPARTMENTS = ['Management', 'Human Resources', 'Finance', 'Operations', 'Sales'];

export const DEMO_COUNTRIES: readonly DemoCountry[] = [
  {
    code: 'MY',
    domain: 'demo-my',
    name: 'Demo Malaysia Sdn. Bhd.',
    emailDomain: 'demo-my.example',
    office: {
      latitude: 3.1579,
      longitude: 101.7116,
      timezone: 'Asia/Kuala_Lumpur',
      offsetHours: 8,
      address: 'Level 12, Menara Demo, Jalan Ampang',
      city: 'Kuala Lumpur',
      postalCode: '50450',
    },
    departments: DEPARTMENTS,
    jobTitles: [
      ['Managing Director', 22_000, 22_000, 1],
      ['HR Manager', 9_000, 11_000, 250],
      ['Operations Manager', 9_500, 12_000, 250],
      ['Accountant', 5_000, 7_000, 100],
      ['Operations Executive', 3_200, 4_800, 100],
      ['Sales Executive', 3_500, 5_500, 100],
      ['Technician', 2_600, 3_800, 50],
    ],
    banks: [
      ['MY_MAYBANK', 12],
      ['MY_CIMB', 10],
      ['MY_PUBLIC_BANK', 10],
      ['MY_HONG_LEONG', 11],
    ],
    phone: (next) => `+60 1${2 + next(8)}-${pad(next(1000), 3)} ${pad(next(10_000), 4)}`,
    identification: {
      type: 'MY_MYKAD',
      // YYMMDD-PB-###G: born in Kuala Lumpur (14) or Selangor (10); the last digit odd for men, even for women.
      make: ({ birth, female, next }) => `${yymmdd(birth)}${next(2) ? '14' : '10'}${pad(next(1000), 3)}${2 * next(5) + (female ? 0 : 1)}`,
    },
    policy: { name: 'EPF, SOCSO, EIS and PCB' },
    parameters: ({ married, children }) => ({ country: 'MY', pcbCategory: married ? 2 : 1, children }),
    people: [
      ['Nurul Aina', 'binti Ismail', 'f', 0, 0],
      ['Mei Ling', 'Chong', 'f', 1, 1],
      ['Arjun', 'a/l Subramaniam', 'm', 3, 2],
      ['Muhammad Haziq', 'bin Rosli', 'm', 3, 4],
      ['Kok Wai', 'Lee', 'm', 2, 3],
      ['Siti Aisyah', 'binti Yusof', 'f', 2, 3],
      ['Jia Hui', 'Tan', 'f', 4, 5],
      ['Faizal', 'bin Abdullah', 'm', 4, 5],
      ['Kavitha', 'a/p Ramasamy', 'f', 4, 5],
      ['Wei Ming', 'Lim', 'm', 3, 4],
      ['Nur Syafiqah', 'binti Zainal', 'f', 3, 4],
      ['Hafizuddin', 'bin Omar', 'm', 3, 6],
      ['Boon Keat', 'Ng', 'm', 3, 6],
      ['Thivya', 'a/p Muniandy', 'f', 1, 4],
      ['Amirul', 'bin Kamarudin', 'm', 3, 6],
      ['Xin Yi', 'Wong', 'f', 4, 5],
      ['Azlan', 'bin Mohd Noor', 'm', 3, 6],
      ['Pei Shan', 'Ooi', 'f', 2, 3],
      ['Ravi', 'a/l Krishnan', 'm', 3, 4],
      ['Farah Nadia', 'binti Hamzah', 'f', 4, 5],
    ],
  },
  {
    code: 'ID',
    domain: 'demo-id',
    name: 'PT Demo Indonesia',
    emailDomain: 'demo-id.example',
    office: {
      latitude: -6.2088,
      longitude: 106.8229,
      timezone: 'Asia/Jakarta',
      offsetHours: 7,
      address: 'Jl. Jenderal Sudirman Kav. 52-53, Senayan',
      city: 'Jakarta Selatan',
      postalCode: '12190',
    },
    departments: DEPARTMENTS,
    jobTitles: [
      ['President Director', 85_000_000, 85_000_000, 1],
      ['HR Manager', 28_000_000, 35_000_000, 500_000],
      ['Operations Manager', 30_000_000, 38_000_000, 500_000],
      ['Accountant', 11_000_000, 15_000_000, 250_000],
      ['Operations Staff', 6_000_000, 8_500_000, 100_000],
      ['Sales Executive', 7_500_000, 11_000_000, 250_000],
      ['Technician', 5_600_000, 7_000_000, 100_000],
    ],
    banks: [
      ['ID_BCA', 10],
      ['ID_MANDIRI', 13],
      ['ID_BNI', 10],
      ['ID_BRI', 15],
    ],
    phone: (next) => `+62 81${1 + next(9)}-${pad(next(10_000), 4)}-${pad(next(10_000), 4)}`,
    identification: {
      type: 'ID_NIK',
      // PPKKCC-DDMMYY-SSSS registered in Jakarta Selatan (31 74 0x); women have 40 added to the day.
      make: ({ birth, female, next }) =>
        `3174${pad(1 + next(9), 2)}${pad(Number(birth.slice(8, 10)) + (female ? 40 : 0), 2)}${birth.slice(5, 7)}${birth.slice(2, 4)}${pad(1 + next(999), 4)}`,
    },
    policy: { name: 'BPJS and PPh 21', settings: { province: 'JK' } },
    parameters: ({ married, children, identification }) => ({
      country: 'ID',
      ptkpStatus: `${married ? 'K' : 'TK'}/${Math.min(children, 3)}` as 'K/0',
      taxId: identification,
    }),
    people: [
      ['Ratna', 'Wulandari', 'f', 0, 0],
      ['Dewi', 'Lestari', 'f', 1, 1],
      ['Budi', 'Santoso', 'm', 3, 2],
      ['Agus', 'Setiawan', 'm', 3, 4],
      ['Rina', 'Kusumawati', 'f', 2, 3],
      ['Andi', 'Pratama', 'm', 2, 3],
      ['Putri', 'Maharani', 'f', 4, 5],
      ['Rizky', 'Ramadhan', 'm', 4, 5],
      ['Siti', 'Nurhayati', 'f', 4, 5],
      ['Eko', 'Prasetyo', 'm', 3, 4],
      ['Indah', 'Permatasari', 'f', 3, 4],
      ['Joko', 'Susilo', 'm', 3, 6],
      ['Hendra', 'Gunawan', 'm', 3, 6],
      ['Fitri', 'Handayani', 'f', 1, 4],
      ['Dimas', 'Saputra', 'm', 3, 6],
      ['Ayu', 'Anggraini', 'f', 4, 5],
      ['Yusuf', 'Hidayat', 'm', 3, 6],
      ['Mega', 'Sari', 'f', 2, 3],
      ['Teguh', 'Wibowo', 'm', 3, 4],
      ['Nadia', 'Putri', 'f', 4, 5],
    ],
  },
  {
    code: 'VN',
    domain: 'demo-vn',
    name: 'Công ty TNHH Demo Việt Nam',
    emailDomain: 'demo-vn.example',
    office: {
      latitude: 10.7769,
      longitude: 106.7009,
      timezone: 'Asia/Ho_Chi_Minh',
      offsetHours: 7,
      address: '72 Lê Thánh Tôn, Phường Bến Nghé, Quận 1',
      city: 'Thành phố Hồ Chí Minh',
      postalCode: '700000',
    },
    departments: DEPARTMENTS,
    jobTitles: [
      ['General Director', 90_000_000, 90_000_000, 1],
      ['HR Manager', 35_000_000, 45_000_000, 1_000_000],
      ['Operations Manager', 38_000_000, 48_000_000, 1_000_000],
      ['Accountant', 15_000_000, 22_000_000, 500_000],
      ['Operations Staff', 9_000_000, 14_000_000, 500_000],
      ['Sales Executive', 12_000_000, 18_000_000, 500_000],
      ['Technician', 8_000_000, 11_000_000, 250_000],
    ],
    banks: [
      ['VN_VIETCOMBANK', 13],
      ['VN_TECHCOMBANK', 14],
      ['VN_ACB', 9],
      ['VN_BIDV', 14],
    ],
    phone: (next) => `+84 9${next(10)} ${pad(next(1000), 3)} ${pad(next(10_000), 4)}`,
    identification: {
      type: 'VN_CCCD',
      // Birth registered in Ho Chi Minh City (079); 0/1 born in the 1900s man/woman, 2/3 in the 2000s.
      make: ({ birth, female, next }) =>
        `079${(birth.startsWith('19') ? 0 : 2) + (female ? 1 : 0)}${birth.slice(2, 4)}${pad(next(1_000_000), 6)}`,
    },
    policy: { name: 'BHXH, BHYT, BHTN and PIT' },
    parameters: ({ children }) => ({ country: 'VN', region: 'I', dependants: children }),
    people: [
      ['Thị Lan', 'Nguyễn', 'f', 0, 0],
      ['Thu Hà', 'Trần', 'f', 1, 1],
      ['Văn Minh', 'Lê', 'm', 3, 2],
      ['Quốc Bảo', 'Phạm', 'm', 3, 4],
      ['Thị Hồng', 'Hoàng', 'f', 2, 3],
      ['Đức Anh', 'Vũ', 'm', 2, 3],
      ['Ngọc Ánh', 'Đặng', 'f', 4, 5],
      ['Hoàng Long', 'Bùi', 'm', 4, 5],
      ['Thị Mai', 'Đỗ', 'f', 4, 5],
      ['Văn Hùng', 'Hồ', 'm', 3, 4],
      ['Thanh Hương', 'Ngô', 'f', 3, 4],
      ['Văn Tài', 'Dương', 'm', 3, 6],
      ['Minh Tuấn', 'Lý', 'm', 3, 6],
      ['Phương Thảo', 'Nguyễn', 'f', 1, 4],
      ['Công Phượng', 'Trần', 'm', 3, 6],
      ['Khánh Linh', 'Phan', 'f', 4, 5],
      ['Văn Thắng', 'Huỳnh', 'm', 3, 6],
      ['Thùy Dung', 'Võ', 'f', 2, 3],
      ['Quang Huy', 'Trương', 'm', 3, 4],
      ['Bảo Ngọc', 'Lâm', 'f', 4, 5],
    ],
  },
  {
    code: 'PH',
    domain: 'demo-ph',
    name: 'Demo Philippines, Inc.',
    emailDomain: 'demo-ph.example',
    office: {
      latitude: 14.5547,
      longitude: 121.0244,
      timezone: 'Asia/Manila',
      offsetHours: 8,
      address: '6750 Ayala Avenue, Legaspi Village',
      city: 'Makati City',
      postalCode: '1226',
    },
    departments: DEPARTMENTS,
    jobTitles: [
      ['President', 250_000, 250_000, 1],
      ['HR Manager', 85_000, 110_000, 2_500],
      ['Operations Manager', 90_000, 120_000, 2_500],
      ['Accountant', 35_000, 50_000, 1_000],
      ['Operations Associate', 20_000, 28_000, 500],
      ['Sales Executive', 25_000, 38_000, 1_000],
      ['Technician', 18_000, 24_000, 500],
    ],
    banks: [
      ['PH_BDO', 12],
      ['PH_BPI', 10],
      ['PH_METROBANK', 13],
      ['PH_UNIONBANK', 12],
    ],
    phone: (next) => `+63 9${pad(10 + next(90), 2)} ${pad(next(1000), 3)} ${pad(next(10_000), 4)}`,
    identification: {
      type: 'PH_TIN',
      // A BIR TIN with the 3-digit branch code of an individual (000).
      make: ({ next }) => `${pad(100 + next(900), 3)}${pad(next(1000), 3)}${pad(next(1000), 3)}000`,
    },
    policy: { name: 'SSS, PhilHealth, Pag-IBIG and withholding tax' },
    parameters: () => ({ country: 'PH' }),
    people: [
      ['Maria Cristina', 'Santos', 'f', 0, 0],
      ['Angelica', 'Reyes', 'f', 1, 1],
      ['Jose Miguel', 'Cruz', 'm', 3, 2],
      ['Mark Anthony', 'Bautista', 'm', 3, 4],
      ['Kristine', 'Garcia', 'f', 2, 3],
      ['John Paul', 'Mendoza', 'm', 2, 3],
      ['Maricel', 'Dela Cruz', 'f', 4, 5],
      ['Carlo', 'Villanueva', 'm', 4, 5],
      ['Jasmine', 'Ramos', 'f', 4, 5],
      ['Rodel', 'Aquino', 'm', 3, 4],
      ['Lorna', 'Castillo', 'f', 3, 4],
      ['Ramon', 'Fernandez', 'm', 3, 6],
      ['Arnel', 'Gonzales', 'm', 3, 6],
      ['Patricia', 'Navarro', 'f', 1, 4],
      ['Jerome', 'Torres', 'm', 3, 6],
      ['Camille', 'Flores', 'f', 4, 5],
      ['Renato', 'Domingo', 'm', 3, 6],
      ['Rowena', 'Pascual', 'f', 2, 3],
      ['Emmanuel', 'Lopez', 'm', 3, 4],
      ['Bea', 'Salazar', 'f', 4, 5],
    ],
  },
];
