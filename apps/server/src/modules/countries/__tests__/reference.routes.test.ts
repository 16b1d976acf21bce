import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { COMPANY_COUNTRIES, LANGUAGES, type Language } from '@tenaga/contracts';
import { BANK_ACCOUNT_DIGITS, IDENTIFICATION_TYPES } from '@tenaga/domain';
import {
  createCompany,
  createTestApp,
  createUser,
  loginAs,
  type TestApp,
  type TestCompany,
  type TestSession,
} from '../../../testing/index.ts';
import { BANKS } from '../banks.data.ts';
import { PASS_TYPES } from '../pass-types.data.ts';
import { en as catalog } from '@tenaga/i18n';

let t: TestApp;
let company: TestCompany;
const sessions = {} as Record<Language, TestSession>;
beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t);
  // The server answers a signed-in user in their own language.
  for (const language of LANGUAGES) sessions[language] = await loginAs(t, await createUser(t, company, { language }));
});
afterAll(async () => {
  await t?.close();
});

const en = () => sessions.en.api;

describe('GET /countries/:code/types-of-pass', () => {
  it('keeps the ids of the spec: 11 Student Pass in Singapore, 12–19 the Philippine passes in order', async () => {
    const sg = await en().ok(contracts.listCountryPassTypes, { params: { code: 'SG' } });
    expect(sg.find((pass) => pass.value === 11)?.label).toBe('Student Pass');
    const ph = await en().ok(contracts.listCountryPassTypes, { params: { code: 'PH' } });
    expect(ph.filter((pass) => pass.value >= 12 && pass.value <= 19).map((pass) => `${pass.value} ${pass.label}`)).toEqual([
      '12 National ID (PhilID)',
      '13 Unified Multi-Purpose ID',
      '14 Alien Certificate of Registration card',
      '15 Special Work Permit',
      '16 9G Work Visa',
      '17 Missionary Visa',
      '18 PEZA/SEZ Worker Pass',
      '19 PRC ID (professional licence)',
    ]);
  });

  it('never serves the ids 7–10 of one specific company, nor an id twice', async () => {
    const ids = PASS_TYPES.map((pass) => pass.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const code of COMPANY_COUNTRIES) {
      const passes = await en().ok(contracts.listCountryPassTypes, { params: { code } });
      expect(
        passes.filter((pass) => pass.value >= 7 && pass.value <= 10),
        code,
      ).toEqual([]);
      expect(
        passes.map((pass) => pass.value),
        code,
      ).toContain(1);
    }
  });
});

describe('GET /countries/:code/reference', () => {
  it('lists the religions and relationships of spec §3 in its order, the other religion with a text', async () => {
    const reference = await en().ok(contracts.getCountryReference, { params: { code: 'SG' } });
    expect(reference.religions.map((religion) => religion.value)).toEqual([
      'buddhism',
      'taoism',
      'hinduism',
      'islam',
      'christianity',
      'catholic',
      'jews',
      'others',
    ]);
    expect(reference.religions.filter((religion) => religion.requiresText).map((religion) => religion.value)).toEqual(['others']);
    expect(reference.relationships.map((relationship) => relationship.label)).toEqual([
      'Brother',
      'Sister',
      'Father',
      'Mother',
      'Daughter',
      'Son',
      'Husband',
      'Wife',
      'In-laws',
      'Niece',
      'Nephew',
      'Grandparents',
      'Grandchildren',
      'Tenant',
      'Uncle',
      'Aunt',
      'Cousin',
      'Landlord',
      'Friend',
    ]);
    expect(reference.genders).toEqual([
      { value: 'male', label: 'Male' },
      { value: 'female', label: 'Female' },
    ]);
  });

  it('hides payment mode 3 (cheque) for Indonesia only (spec §6)', async () => {
    for (const code of COMPANY_COUNTRIES) {
      const { paymentModes } = await en().ok(contracts.getCountryReference, { params: { code } });
      expect(
        paymentModes.map((mode) => mode.value),
        code,
      ).toEqual(code === 'ID' ? [1, 2] : [1, 2, 3]);
    }
    const { paymentModes } = await en().ok(contracts.getCountryReference, { params: { code: 'SG' } });
    expect(paymentModes).toEqual([
      { value: 1, label: 'Bank transfer' },
      { value: 2, label: 'Cash' },
      { value: 3, label: 'Cheque' },
    ]);
  });

  it('gives the marital statuses of the country, the same as GET /countries/:code/maritals', async () => {
    for (const code of COMPANY_COUNTRIES) {
      const reference = await en().ok(contracts.getCountryReference, { params: { code } });
      expect(await en().ok(contracts.listCountryMaritalStatuses, { params: { code } })).toEqual(reference.maritalStatuses);
    }
    const ph = await en().ok(contracts.listCountryMaritalStatuses, { params: { code: 'PH' } });
    expect(ph.map((status) => status.value)).toContain('annulled');
  });
});

describe('GET /countries/:code/banks', () => {
  it('gives each bank its SWIFT/BIC and the account digits of spec §5', async () => {
    const sg = await en().ok(contracts.listCountryBanks, { params: { code: 'SG' } });
    expect(sg.find((bank) => bank.value === 'SG_OCBC')).toEqual({
      value: 'SG_OCBC',
      label: 'OCBC Bank',
      swift: 'OCBCSGSG',
      accountDigits: [10, 12],
    });
    expect(sg.find((bank) => bank.value === 'SG_POSB')?.accountDigits).toEqual([9]);
    const my = await en().ok(contracts.listCountryBanks, { params: { code: 'MY' } });
    expect(my.find((bank) => bank.value === 'MY_RHB')?.accountDigits).toEqual([12, 14, 16]);
    const id = await en().ok(contracts.listCountryBanks, { params: { code: 'ID' } });
    expect(id.find((bank) => bank.value === 'ID_BCA')).toEqual({
      value: 'ID_BCA',
      label: 'Bank Central Asia (BCA)',
      swift: 'CENAIDJA',
      accountDigits: null,
    });
  });

  it('lists every bank of the spec table, and no bank code twice', () => {
    const codes = Object.values(BANKS).flatMap((banks) => banks.map((bank) => bank.code));
    expect(new Set(codes).size).toBe(codes.length);
    expect(BANK_ACCOUNT_DIGITS.flatMap((row) => row.bankCodes).filter((code) => !codes.includes(code))).toEqual([]);
    for (const bank of Object.values(BANKS).flat())
      if (bank.swift) expect(bank.swift, bank.code).toMatch(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
    for (const [country, banks] of Object.entries(BANKS))
      for (const bank of banks) expect(bank.code.startsWith(`${country}_`), bank.code).toBe(true);
  });

  it('names banks the same in every language', async () => {
    expect(await sessions.zh.api.ok(contracts.listCountryBanks, { params: { code: 'VN' } })).toEqual(
      await en().ok(contracts.listCountryBanks, { params: { code: 'VN' } }),
    );
  });
});

describe('GET /countries/:code/id-types', () => {
  it('lists the country’s documents, then a passport of any other country, with an example', async () => {
    const types = await en().ok(contracts.listCountryIdentificationTypes, { params: { code: 'SG' } });
    expect(types.map((type) => type.value)).toEqual(['SG_NRIC', 'SG_FIN', 'SG_PASSPORT', 'PASSPORT']);
    expect(types[0]).toEqual({ value: 'SG_NRIC', label: 'NRIC (Singapore identity card)', country: 'SG', example: 'S1234567D' });
    expect(types.at(-1)?.country).toBeNull();
  });
});

describe('GET /countries/nationalities', () => {
  it('names the ISO 3166 countries in the caller’s language, in its order', async () => {
    const english = await en().ok(contracts.listNationalities);
    const chinese = await sessions.zh.api.ok(contracts.listNationalities);
    expect(english).toHaveLength(244);
    expect(english.find((nationality) => nationality.value === 'SG')?.label).toBe('Singapore');
    expect(chinese.find((nationality) => nationality.value === 'SG')?.label).toBe('新加坡');
    const vietnamese = await sessions.vi.api.ok(contracts.listNationalities);
    expect(vietnamese.find((nationality) => nationality.value === 'VN')?.label).toBe('Việt Nam');
    const collator = new Intl.Collator('id');
    const indonesian = await sessions.id.api.ok(contracts.listNationalities);
    expect(indonesian.map((nationality) => nationality.label)).toEqual(
      [...indonesian.map((nationality) => nationality.label)].sort(collator.compare),
    );
  });
});

describe('every label in every language', () => {
  it.each(LANGUAGES)('%s: a text, not a key, for every country’s lists', async (language) => {
    const api = sessions[language].api;
    const labels: string[] = [];
    for (const code of COMPANY_COUNTRIES) {
      const params = { code };
      const reference = await api.ok(contracts.getCountryReference, { params });
      labels.push(
        ...(await api.ok(contracts.listCountryRaces, { params })).map((race) => race.label),
        ...(await api.ok(contracts.listCountryPassTypes, { params })).map((pass) => pass.label),
        ...(await api.ok(contracts.listCountryIdentificationTypes, { params })).map((type) => type.label),
        ...[reference.religions, reference.relationships, reference.maritalStatuses, reference.genders, reference.paymentModes]
          .flat()
          .map((option) => option.label),
      );
    }
    expect(labels.filter((label) => label.startsWith('reference:') || label.trim() === '')).toEqual([]);
  });

  it('answers in Indonesian to an Indonesian user', async () => {
    const reference = await sessions.id.api.ok(contracts.getCountryReference, { params: { code: 'ID' } });
    expect(reference.paymentModes.map((mode) => mode.label)).toEqual(['Transfer bank', 'Tunai']);
    expect(reference.maritalStatuses.map((status) => status.label)).toEqual(['Belum kawin', 'Kawin', 'Cerai hidup', 'Cerai mati']);
    const races = await sessions.id.api.ok(contracts.listCountryRaces, { params: { code: 'ID' } });
    expect(races[0]).toEqual({ value: 'javanese', label: 'Suku Jawa' });
  });

  it('covers every identification type of the domain package', async () => {
    const served = new Set<string>();
    for (const code of COMPANY_COUNTRIES)
      for (const type of await en().ok(contracts.listCountryIdentificationTypes, { params: { code } })) served.add(type.value);
    expect([...served].sort()).toEqual(IDENTIFICATION_TYPES.map((type) => type.id).sort());
  });
});

describe('access and input', () => {
  it('needs a session', async () => {
    await t.anonymous.fail(contracts.listCountryRaces, { params: { code: 'SG' } }, 401);
    await t.anonymous.fail(contracts.listNationalities, undefined, 401);
  });

  it('refuses a country that is not a company country, or not in capitals', async () => {
    for (const code of ['TH', 'sg', 'SGP']) {
      const error = await en().fail(contracts.listCountryBanks, { params: { code } }, 400);
      expect(error.code, code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /countries/:code/insurances', () => {
  // The payslip lines of each scheme, as the payroll catalog names them: `<value>.employee` and `<value>.employer`, or `<value>` alone.
  const lines = catalog.payroll.lines as Record<string, unknown>;
  const linesOf = (value: string) =>
    value.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], lines);

  it("names each country's schemes by its payslip lines, with who pays them as the lines do, and the law", async () => {
    for (const code of COMPANY_COUNTRIES) {
      const schemes = await en().ok(contracts.listCountryInsurances, { params: { code } });
      expect(schemes.length).toBeGreaterThan(2);
      for (const scheme of schemes) {
        expect(scheme.value.startsWith(`${code.toLowerCase()}.`), scheme.value).toBe(true);
        const node = linesOf(scheme.value);
        expect(node, scheme.value).toBeDefined();
        const sides = typeof node === 'object' && node !== null ? Object.keys(node) : [];
        const shares = sides.includes('employee') && sides.includes('employer') ? 'both' : sides.includes('employee') ? 'employee' : null;
        if (shares) expect(scheme.paidBy, scheme.value).toBe(shares);
        expect(scheme.legalBasis.length).toBeGreaterThan(5);
      }
    }
    const my = await en().ok(contracts.listCountryInsurances, { params: { code: 'MY' } });
    expect(my.map((scheme) => scheme.value)).toEqual(['my.epf', 'my.socso', 'my.eis', 'my.hrdf']);
  });

  it("labels them in the caller's language", async () => {
    const vi = await sessions.vi.api.ok(contracts.listCountryInsurances, { params: { code: 'VN' } });
    expect(vi.find((scheme) => scheme.value === 'vn.si')?.label).toBe('Bảo hiểm xã hội');
    for (const language of LANGUAGES) {
      const schemes = await sessions[language].api.ok(contracts.listCountryInsurances, { params: { code: 'ID' } });
      for (const scheme of schemes) expect(scheme.label, `${language} ${scheme.value}`).not.toMatch(/^insurances\./);
    }
  });
});
