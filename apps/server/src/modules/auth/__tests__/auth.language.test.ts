import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import type * as i18n from '@tenaga/i18n';
import { mailOutbox } from '../../../db/schema/index.ts';
import { createCompany, createTestApp, createUser, loginAs, type TestApp } from '../../../testing/index.ts';

/**
 * The server answers in the caller's language: Accept-Language before login, the user's (or their
 * company's) language after. The shipped catalogs are not translated yet, so this file gives the
 * Indonesian catalog a few strings of its own; the lookup, fallback and selection are the real ones.
 */
const INDONESIAN = {
  errors: {
    INVALID_CREDENTIALS: 'Domain perusahaan, nama pengguna, atau kata sandi salah.',
    VALIDATION_FAILED: 'Mohon masukkan data yang valid.',
    WRONG_PASSWORD: 'Kata sandi saat ini salah.',
    ROUTE_NOT_FOUND: 'Alamat ini tidak ada.',
  },
  validation: { required: 'Kolom ini wajib diisi.', passwordMin: 'Kata sandi minimal 6 karakter.', tooLong: 'Maksimal {{max}} karakter.' },
  auth: { resetMailSubject: 'Atur ulang kata sandi Tenaga Anda' },
};

vi.mock('@tenaga/i18n', async (importOriginal) => {
  const original = await importOriginal<typeof i18n>();
  return {
    ...original,
    loadCatalog: async (language: i18n.LanguageCode) =>
      language === 'id' ? (INDONESIAN as unknown as i18n.LooseCatalog) : original.loadCatalog(language),
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('language of messages', () => {
  it('answers an anonymous caller in the Accept-Language they prefer, English otherwise', async () => {
    const body = { domain: 'no-such-company', username: 'x', password: 'y' };
    const cases: [string | undefined, string][] = [
      ['id', INDONESIAN.errors.INVALID_CREDENTIALS],
      ['id-ID,id;q=0.9,en;q=0.8', INDONESIAN.errors.INVALID_CREDENTIALS],
      ['fr-FR,id;q=0.5', INDONESIAN.errors.INVALID_CREDENTIALS],
      ['en-GB,id;q=0.5', 'The company domain, username or password is not correct.'],
      ['fr', 'The company domain, username or password is not correct.'],
      [undefined, 'The company domain, username or password is not correct.'],
    ];
    for (const [language, message] of cases) {
      const error = await t.anonymous.fail(contracts.login, { body, ...(language ? { language } : {}) }, 401);
      expect(error, language).toEqual({ message: [message], code: 'INVALID_CREDENTIALS' });
    }
  });

  it('translates validation messages per field, with their values, and the 404 of an unknown route', async () => {
    const error = await t.anonymous.fail(
      contracts.signup,
      {
        body: {
          companyName: 'C'.repeat(121),
          domain: 'ok-domain',
          countryCode: 'SG',
          firstName: '',
          email: 'a@b.example',
          username: 'u',
          password: '123',
        },
        language: 'id',
      },
      400,
    );
    expect(error).toEqual({
      message: ['Mohon masukkan data yang valid.'],
      code: 'VALIDATION_FAILED',
      errors: { companyName: 'Maksimal 120 karakter.', firstName: 'Kolom ini wajib diisi.', password: 'Kata sandi minimal 6 karakter.' },
    });
    const missing = await t.anonymous.inject({ method: 'GET', url: '/api/v2/nowhere', language: 'id' });
    expect(missing.json()).toEqual({ message: ['Alamat ini tidak ada.'], code: 'ROUTE_NOT_FOUND' });
  });

  it("answers a signed-in user in their company's language, whatever the browser says", async () => {
    const company = await createCompany(t, { countryCode: 'ID' });
    const error = await company.admin.api.fail(
      contracts.changePassword,
      { body: { currentPassword: 'not-it', newPassword: 'whatever-1' }, language: 'en' },
      422,
    );
    expect(error).toEqual({
      message: [INDONESIAN.errors.WRONG_PASSWORD],
      code: 'WRONG_PASSWORD',
      errors: { currentPassword: INDONESIAN.errors.WRONG_PASSWORD },
    });
  });

  it("and in the user's own language when they chose one", async () => {
    const company = await createCompany(t, { countryCode: 'ID' });
    const session = await loginAs(t, await createUser(t, company, { language: 'en' }));
    const error = await session.api.fail(
      contracts.changePassword,
      { body: { currentPassword: 'not-it', newPassword: 'whatever-1' }, language: 'id' },
      422,
    );
    expect(error.message).toEqual(['The current password is not correct.']);
    // A change of their own language applies from the next request.
    await session.api.ok(contracts.updateMyRegionLanguage, { body: { language: 'id' } });
    expect(
      (await session.api.fail(contracts.changePassword, { body: { currentPassword: 'not-it', newPassword: 'whatever-1' } }, 422)).message,
    ).toEqual([INDONESIAN.errors.WRONG_PASSWORD]);
  });

  it('never translates the 401 markers, which clients read as a protocol', async () => {
    const error = await t.client('expired-or-not').fail(contracts.getMe, { language: 'id' }, 401);
    expect(error.message).toEqual(['You are unauthorized.']);
  });

  it("writes the reset mail in the user's language", async () => {
    const company = await createCompany(t, { countryCode: 'ID' });
    const english = await createUser(t, company, { language: 'en' });
    await t.anonymous.ok(contracts.requestPasswordReset, { body: { domain: company.domain, username: 'admin' }, language: 'en' });
    await t.anonymous.ok(contracts.requestPasswordReset, { body: { domain: company.domain, username: english.username }, language: 'id' });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.companyId, company.companyId));
    expect(Object.fromEntries(mails.map((mail) => [mail.to, mail.subject]))).toEqual({
      [company.admin.user.email!]: INDONESIAN.auth.resetMailSubject,
      [english.email!]: 'Reset your Tenaga password',
    });
    // Keys the Indonesian catalog lacks fall back to English rather than showing the key.
    expect(mails.find((mail) => mail.to === company.admin.user.email)!.text).toContain('Someone asked to reset the password of admin');
  });
});
