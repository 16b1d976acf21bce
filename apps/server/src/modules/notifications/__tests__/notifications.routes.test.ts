import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog, mailOutbox, roles } from '../../../db/schema/index.ts';
import { serverTranslator } from '../../../lib/i18n.ts';
import { createCompany, createTestApp, createUser, loginAs, type TestApp } from '../../../testing/index.ts';

let t: TestApp;
let translateMs: (key: string) => string;
beforeAll(async () => {
  t = await createTestApp();
  const translate = await serverTranslator();
  translateMs = (key) => translate('ms', key);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /notifications/:id', () => {
  it('opens one of my notifications, and no one else’s', async () => {
    const company = await createCompany(t);
    const [welcome] = (await company.admin.api.ok(contracts.listNotifications, { query: {} })).items;
    expect(await company.admin.api.ok(contracts.getNotification, { params: { id: welcome!.id } })).toMatchObject({
      kind: 'account',
      titleKey: 'notifications:welcomeTitle',
    });
    const colleague = await loginAs(t, await createUser(t, company));
    await colleague.api.fail(contracts.getNotification, { params: { id: welcome!.id } }, 404);
    const stranger = await createCompany(t);
    await stranger.admin.api.fail(contracts.getNotification, { params: { id: welcome!.id } }, 404);
  });
});

describe('notification settings', () => {
  it('lists every kind with the channels it starts with, and saves each user’s own choice', async () => {
    const company = await createCompany(t);
    const defaults = await company.admin.api.ok(contracts.getNotificationSettings);
    expect(defaults).toContainEqual(
      expect.objectContaining({ kind: 'account', labelKey: 'notifications:kinds.account', inApp: true, email: false }),
    );
    const saved = await company.admin.api.ok(contracts.updateNotificationSettings, {
      body: { settings: [{ kind: 'account', inApp: true, email: true }] },
    });
    expect(saved.find((setting) => setting.kind === 'account')).toMatchObject({ inApp: true, email: true });
    // Someone else's settings are theirs.
    const colleague = await loginAs(t, await createUser(t, company, { role: 'employee' }));
    expect((await colleague.api.ok(contracts.getNotificationSettings)).find((setting) => setting.kind === 'account')).toMatchObject({
      email: false,
    });
  });

  it('refuses a kind that does not exist and a malformed one', async () => {
    const company = await createCompany(t);
    const unknown = await company.admin.api.fail(
      contracts.updateNotificationSettings,
      { body: { settings: [{ kind: 'lottery', inApp: true, email: true }] } },
      400,
    );
    expect(unknown.code).toBe('VALIDATION_FAILED');
    await company.admin.api.fail(
      contracts.updateNotificationSettings,
      { body: { settings: [{ kind: 'Robert; drop', inApp: true, email: true }] } },
      400,
    );
  });

  it('needs a session', async () => {
    await t.anonymous.fail(contracts.getNotificationSettings, {}, 401);
  });
});

describe('migration notification_settings', () => {
  it('gives the page to every role that keeps its own preferences, at the same level, once', async () => {
    const company = await createCompany(t);
    // A role from before: personal preferences without notification settings.
    await t.db
      .update(roles)
      .set({ menuGrants: { home: 'view', myProfile: 'edit', personalPreferences: 'view' } })
      .where(and(eq(roles.companyId, company.companyId), eq(roles.id, company.roles.employee)));
    const migration = fs.readFileSync(
      path.resolve(
        import.meta.dirname,
        '../../../db/migrations',
        fs
          .readdirSync(path.resolve(import.meta.dirname, '../../../db/migrations'))
          .find((name) => /^\d{4}_notification_settings\.sql$/.test(name))!,
      ),
      'utf8',
    );
    const grantStatement = migration.split('--> statement-breakpoint').at(-1)!;
    await t.db.execute(sql.raw(grantStatement));
    await t.db.execute(sql.raw(grantStatement));
    const [employee] = await t.db
      .select()
      .from(roles)
      .where(and(eq(roles.companyId, company.companyId), eq(roles.id, company.roles.employee)));
    expect(employee!.menuGrants).toMatchObject({ personalPreferences: 'view', notificationSettings: 'view' });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, company.roles.employee), isNull(auditLog.actorUserId)));
    expect(audits).toHaveLength(1);
  });
});

describe('a changed password', () => {
  it('tells its owner in the app and by mail, in their language', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company, { language: 'ms' });
    const session = await loginAs(t, user);
    await session.api.ok(contracts.changePassword, { body: { currentPassword: user.password, newPassword: 'a-new-pass-9' } });
    const { items } = await session.api.ok(contracts.listNotifications, { query: {} });
    expect(items[0]).toMatchObject({ kind: 'passwordChanged', titleKey: 'notifications:passwordChangedTitle', path: '/settings/account' });
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.companyId, company.companyId), eq(mailOutbox.to, user.email!)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(translateMs('notifications:passwordChangedTitle'));
  });
});
