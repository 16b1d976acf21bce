import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { mailOutbox } from '../../../db/schema/index.ts';
import { loadServerTranslator } from '../../../lib/i18n.ts';
import { createCompany, createTestApp, createUser, loginAs, type TestApp } from '../../../testing/index.ts';

/**
 * The server answers in the caller's language: Accept-Language before login, the user's (or their
 * company's) language after. The expected texts are the shipped Indonesian catalog's own.
 */
let indonesian: (key: string, values?: Record<string, unknown>) => string;
beforeAll(async () => {
  const translate = await loadServerTranslator();
  indonesian = (key, values) => {
    const text = translate('id', key, values);
    // Never the English text nor the key: the lookup below would then prove nothing.
    expect(text).not.toBe(translate('en', key, values));
    return text;
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
      ['id', indonesian('errors:INVALID_CREDENTIALS')],
      ['id-ID,id;q=0.9,en;q=0.8', indonesian('errors:INVALID_CREDENTIALS')],
      ['fr-FR,id;q=0.5', indonesian('errors:INVALID_CREDENTIALS')],
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
      message: [indonesian('errors:VALIDATION_FAILED')],
      code: 'VALIDATION_FAILED',
      errors: {
        companyName: indonesian('validation:tooLong', { max: 120 }),
        firstName: indonesian('validation:required'),
        password: indonesian('validation:passwordMin', { min: 6 }),
      },
    });
    const missing = await t.anonymous.inject({ method: 'GET', url: '/api/v2/nowhere', language: 'id' });
    expect(missing.json()).toEqual({ message: [indonesian('errors:ROUTE_NOT_FOUND')], code: 'ROUTE_NOT_FOUND' });
  });

  it("answers a signed-in user in their company's language, whatever the browser says", async () => {
    const company = await createCompany(t, { countryCode: 'ID' });
    const error = await company.admin.api.fail(
      contracts.changePassword,
      { body: { currentPassword: 'not-it', newPassword: 'whatever-1' }, language: 'en' },
      422,
    );
    expect(error).toEqual({
      message: [indonesian('errors:WRONG_PASSWORD')],
      code: 'WRONG_PASSWORD',
      errors: { currentPassword: indonesian('errors:WRONG_PASSWORD') },
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
    ).toEqual([indonesian('errors:WRONG_PASSWORD')]);
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
      [company.admin.user.email!]: indonesian('auth:resetMailSubject'),
      [english.email!]: 'Reset your Tenaga password',
    });
    const indonesianMail = mails.find((mail) => mail.to === company.admin.user.email)!.text;
    expect(indonesianMail).toContain(
      indonesian('auth:resetMailBody', { name: '', username: 'admin', domain: company.domain, link: '' }).split('\n')[2],
    );
  });
});
