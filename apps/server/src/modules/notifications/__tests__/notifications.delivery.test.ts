import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { mailOutbox, notificationSettings, notifications } from '../../../db/schema/index.ts';
import { MODULES } from '../../index.ts';
import { defineModule, type ModuleContext } from '../../../platform/module.ts';
import type { Realtime } from '../../../plugins/realtime.ts';
import { createCompany, createTestApp, createTestModules, createUser, type TestApp, type TestCompany } from '../../../testing/index.ts';
import type { NotificationInput } from '../index.ts';

/**
 * A notification is written in the transaction of the change it tells of, pushed live only after
 * that transaction commits (never for one rolled back), and mailed when its reader chose email.
 */
const pushed: { userIds: readonly string[]; event: string; payload: unknown }[] = [];
const realtime = {
  toUsers: (to: { userIds: readonly string[] }, event: string, payload: unknown) =>
    void pushed.push({ userIds: to.userIds, event, payload }),
} as unknown as Realtime;

// A kind for these tests only, mailed by default.
const probe = defineModule({
  name: 'notification-probe',
  notificationKinds: [{ kind: 'probe', labelKey: 'notifications:title', descriptionKey: 'notifications:title', inApp: true, email: true }],
});

let t: TestApp;
let context: ModuleContext;
let company: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  context = await createTestModules(t, [...MODULES, probe], { realtime });
  company = await createCompany(t);
});
afterAll(async () => {
  await t?.close();
});

const input = (userId: string, overrides: Partial<NotificationInput> = {}): NotificationInput => ({
  companyId: company.companyId,
  userId,
  kind: 'probe',
  type: contracts.NOTIFICATION_TYPES.pending,
  titleKey: 'notifications:welcomeTitle',
  bodyKey: 'notifications:welcomeBody',
  values: { company: 'Acme' },
  path: '/approvals/requests/123',
  now: t.clock.now(),
  ...overrides,
});

const rowsOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.companyId, company.companyId), eq(notifications.userId, userId)));
const mailTo = (to: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.companyId, company.companyId), eq(mailOutbox.to, to)));

describe('notify', () => {
  it('pushes the notification to its reader only once the transaction has committed', async () => {
    const user = await createUser(t, company);
    pushed.length = 0;
    await t.tenant(company.companyId, async (tx) => {
      await context.service('notifications').notify(tx, input(user.userId));
      expect(pushed).toEqual([]);
    });
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({
      userIds: [user.userId],
      event: 'notification',
      payload: { kind: 'probe', type: 1, path: '/approvals/requests/123' },
    });
    expect(await rowsOf(user.userId)).toHaveLength(1);
  });

  it('tells nobody of a change that was rolled back', async () => {
    const user = await createUser(t, company);
    pushed.length = 0;
    await expect(
      t.tenant(company.companyId, async (tx) => {
        await context.service('notifications').notify(tx, input(user.userId));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(pushed).toEqual([]);
    expect(await rowsOf(user.userId)).toEqual([]);
    expect(await mailTo(user.email!)).toEqual([]);
  });

  it('mails it in the reader’s language with the link, when they chose email', async () => {
    const user = await createUser(t, company, { language: 'id' });
    await t.tenant(company.companyId, (tx) => context.service('notifications').notify(tx, input(user.userId)));
    const [mail] = await mailTo(user.email!);
    expect(mail).toMatchObject({ subject: 'Selamat datang di Tenaga' });
    expect(mail!.text).toContain('Acme');
    expect(mail!.text).toContain('/approvals/requests/123');
  });

  it('follows each reader’s own choice per kind: no email, or not in the app at all', async () => {
    const quiet = await createUser(t, company);
    // The probe kind is not in the app's own registry, so its setting is written as the page would save it.
    const choose = (choice: { inApp: boolean; email: boolean }) =>
      t.db
        .insert(notificationSettings)
        .values({ companyId: company.companyId, userId: quiet.userId, kind: 'probe', ...choice })
        .onConflictDoUpdate({
          target: [notificationSettings.companyId, notificationSettings.userId, notificationSettings.kind],
          set: choice,
        });
    await choose({ inApp: false, email: false });
    pushed.length = 0;
    await t.tenant(company.companyId, (tx) => context.service('notifications').notify(tx, input(quiet.userId)));
    expect(pushed).toEqual([]);
    expect(await rowsOf(quiet.userId)).toEqual([]);
    expect(await mailTo(quiet.email!)).toEqual([]);

    await choose({ inApp: true, email: false });
    await t.tenant(company.companyId, (tx) => context.service('notifications').notify(tx, input(quiet.userId)));
    expect(await rowsOf(quiet.userId)).toHaveLength(1);
    expect(await mailTo(quiet.email!)).toEqual([]);
  });

  it('refuses a kind nobody registered (a programming error, not a silent drop)', async () => {
    const user = await createUser(t, company);
    await expect(
      t.tenant(company.companyId, (tx) => context.service('notifications').notify(tx, input(user.userId, { kind: 'nobodys' }))),
    ).rejects.toThrow(/not registered/);
  });
});
