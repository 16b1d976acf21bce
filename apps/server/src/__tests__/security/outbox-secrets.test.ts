import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import type { MenuGrants } from '@tenaga/contracts';
import { auditLog, employees, mailOutbox, roles } from '../../db/schema/index.ts';
import type { JobDefinition, JobRunner } from '../../plugins/jobs.ts';
import { createMailer } from '../../plugins/mailer.ts';
import {
  createApiClient,
  createCompany,
  createEmployeeRow,
  createTestApp,
  createUser,
  deliveredMail,
  lastMailedToken,
  loginAs,
  type TestApp,
  type TestCompany,
} from '../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const outboxRows = (company: TestCompany) => t.db.select().from(mailOutbox).where(eq(mailOutbox.companyId, company.companyId));

/** The Administrator gives the company's HR Manager role the outbox explicitly. */
async function grantOutboxToHrManager(company: TestCompany) {
  const role = await company.admin.api.ok(contracts.getRole, { params: { id: company.roles.hrManager } });
  await company.admin.api.ok(contracts.updateRole, {
    body: { id: role.id, version: role.version, menuGrants: { ...role.menuGrants, mailOutbox: 'view' } },
  });
}

/** A role's grants as stored before this change (straight into the table, as the migration finds them). */
async function setGrants(company: TestCompany, roleId: string, change: (grants: MenuGrants) => MenuGrants) {
  const [role] = await t.db
    .select()
    .from(roles)
    .where(and(eq(roles.companyId, company.companyId), eq(roles.id, roleId)));
  await t.db
    .update(roles)
    .set({ menuGrants: change(role!.menuGrants as MenuGrants), version: role!.version + 1 })
    .where(and(eq(roles.companyId, company.companyId), eq(roles.id, roleId)));
}

describe('the mail outbox never gives an account away', () => {
  it('an HR Manager cannot take over the Administrator with the reset mail: no outbox by default, and no link when it is granted', async () => {
    const company = await createCompany(t);
    const admin = company.admin.user;
    const hr = await loginAs(t, await createUser(t, company, { role: 'hrManager' }));

    // The attack: ask for the Administrator's reset (a public call), then read the mail.
    await t.anonymous.ok(contracts.requestPasswordReset, { body: { domain: company.domain, username: admin.username } });
    const [stored] = await outboxRows(company);
    expect((await hr.api.fail(contracts.listOutbox, { body: {} }, 403)).code).toBe('FORBIDDEN');
    expect((await hr.api.fail(contracts.getOutboxMail, { params: { id: stored!.id } }, 403)).code).toBe('FORBIDDEN');
    expect((await hr.api.ok(contracts.getSettingMenu)).routes.map((route) => route.name)).not.toContain('mailOutbox');

    // Given the outbox explicitly, the HR Manager sees that the mail went, to whom and when, never its link; nor does the Administrator.
    await grantOutboxToHrManager(company);
    const seen: unknown[] = [];
    for (const reader of [hr, company.admin]) {
      const listed = await reader.api.ok(contracts.listOutbox, { body: {} });
      expect(listed.data).toEqual([
        expect.objectContaining({ to: admin.email, subject: 'Reset your Tenaga password', createdAt: expect.any(Number), hidden: true }),
      ]);
      const mail = await reader.api.ok(contracts.getOutboxMail, { params: { id: listed.data[0]!.id } });
      expect(mail.text).toContain('Someone asked to reset the password of admin');
      expect(mail.text).not.toMatch(/token|reset-password/);
      seen.push(listed, mail);
    }

    // Only the recipient's mailbox has the link, and it is not kept once delivered.
    const token = await lastMailedToken(t, admin.email!);
    expect(JSON.stringify(seen)).not.toContain(token);
    const [delivered] = await outboxRows(company);
    expect(delivered).toMatchObject({ hidden: true, deliveryText: null });
    expect(delivered!.sentAt).not.toBeNull();
    expect(JSON.stringify(delivered)).not.toContain(token);

    // Without the link the HR Manager has no way in; the Administrator's password is theirs.
    await loginAs(t, admin);
  });

  it('hides invitation links the same way', async () => {
    const company = await createCompany(t);
    const employeeId = await createEmployeeRow(t, company.companyId);
    await t.db.update(employees).set({ email: 'new.hire@example.com' }).where(eq(employees.id, employeeId));
    const hr = await loginAs(t, await createUser(t, company, { role: 'hrManager' }));
    await grantOutboxToHrManager(company);
    const result = await company.admin.api.ok(contracts.generateEmployeeUsers, {
      body: { employeeIds: [employeeId], roleId: company.roles.employee },
    });
    expect(result.created).toEqual([expect.objectContaining({ invited: true })]);

    const listed = await hr.api.ok(contracts.listOutbox, { body: {} });
    expect(listed.data).toEqual([expect.objectContaining({ to: 'new.hire@example.com', hidden: true })]);
    const mail = await hr.api.ok(contracts.getOutboxMail, { params: { id: listed.data[0]!.id } });
    expect(mail.text).not.toMatch(/token|reset-password/);
    const token = await lastMailedToken(t, 'new.hire@example.com');
    expect(JSON.stringify([listed, mail])).not.toContain(token);
    // The employee's link works: they choose their password.
    await t.anonymous.ok(contracts.confirmPasswordReset, { body: { token, password: 'my-own-choice-1' } });
  });

  it('keeps no copy of a secret it cannot deliver (no SMTP server, no mail directory)', async () => {
    const server = await t.startServer({ env: { MAIL_DIR: '' } });
    const anonymous = createApiClient(server.app);
    const company = await createCompany(t);
    await anonymous.ok(contracts.requestPasswordReset, { body: { domain: company.domain, username: company.admin.user.username } });
    const [stored] = await outboxRows(company);
    expect(stored).toMatchObject({ hidden: true, deliveryText: null, sentAt: null });
    expect(stored!.text).not.toMatch(/token|reset-password/);
    expect(await deliveredMail(t, company.admin.user.email!)).toEqual([]);
  });

  it('drops the secret of a mail whose delivery failed (nothing delivers it later)', async () => {
    // A mail directory that cannot be made: under a file.
    const server = await t.startServer({ env: { MAIL_DIR: path.join(import.meta.filename, 'mail') } });
    const company = await createCompany(t);
    await createApiClient(server.app).ok(contracts.requestPasswordReset, {
      body: { domain: company.domain, username: company.admin.user.username },
    });
    expect((await outboxRows(company))[0]!.deliveryText).toMatch(/reset-password\?token=/);
    await server.jobs.drain();
    const [failed] = await outboxRows(company);
    expect(failed).toMatchObject({ hidden: true, deliveryText: null, sentAt: null, error: expect.stringMatching(/ENOTDIR|EEXIST/) });
    expect((await company.admin.api.ok(contracts.getOutboxMail, { params: { id: failed!.id } })).status).toBe('failed');
  });
});

describe('a delivery that fails and is tried again', () => {
  it('keeps the secret for the next attempt, sends the real link then, and drops it only once the job has failed for good', async () => {
    // A mail directory under a file cannot be made; once the file is gone it can.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tenaga-mail-retry-'));
    const blocker = path.join(root, 'blocker');
    fs.writeFileSync(blocker, '');
    let delivery: JobDefinition<{ mailId: string }> | undefined;
    const jobs = {
      register: (definition: JobDefinition<{ mailId: string }>) => (delivery = definition),
      enqueue: async () => undefined,
    } as unknown as JobRunner;
    const mailer = createMailer({ smtpUrl: undefined, mailDir: path.join(blocker, 'mail'), from: 'hr@example.com', jobs, clock: t.clock });
    const company = await createCompany(t);
    const link = 'https://tenaga.test/reset-password?token=retry-secret-1';
    const queue = () =>
      t.tenant(company.companyId, (tx) =>
        mailer.queue(tx, company.companyId, { to: 'retry@example.com', subject: 'Reset', text: `Open ${link}`, secrets: [link] }),
      );
    const attempt = (mailId: string, number: number) =>
      delivery!.run({
        jobId: mailId,
        companyId: company.companyId,
        payload: { mailId },
        attempt: number,
        tenant: t.tenant,
        progress: async () => undefined,
      });
    const row = async (mailId: string) => (await outboxRows(company)).find((mail) => mail.id === mailId)!;

    const retried = await queue();
    await expect(attempt(retried, 1)).rejects.toThrow();
    expect(await row(retried)).toMatchObject({
      deliveryText: `Open ${link}`,
      sentAt: null,
      error: expect.stringMatching(/ENOTDIR|EEXIST/),
    });
    fs.rmSync(blocker);
    await attempt(retried, 2);
    const [file] = fs.readdirSync(path.join(blocker, 'mail'));
    expect(JSON.parse(fs.readFileSync(path.join(blocker, 'mail', file!), 'utf8')).text).toBe(`Open ${link}`);
    expect(await row(retried)).toMatchObject({ deliveryText: null, sentAt: expect.any(Date), error: null });

    // The job's last attempt failed: nothing will deliver the secret any more.
    const abandoned = await queue();
    await delivery!.failed!({ jobId: abandoned, companyId: company.companyId, payload: { mailId: abandoned }, tenant: t.tenant });
    expect(await row(abandoned)).toMatchObject({ deliveryText: null, sentAt: null });
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe('migration 0011 (outbox secrets)', () => {
  const statements = fs
    .readFileSync(path.join(import.meta.dirname, '../../db/migrations/0011_outbox_secrets.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .slice(2);

  it("hides the links of stored mail, and takes the outbox from HR Manager roles that kept the template's view only", async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const link = 'https://hr.example.com/reset-password?token=abcDEF123_-';
    await t.db.insert(mailOutbox).values([
      { companyId: company.companyId, to: 'a@example.com', subject: 'Reset', text: `Open this link:\n\n${link}\n\nBye` },
      { companyId: company.companyId, to: 'b@example.com', subject: 'Hello', text: 'No secret here: https://hr.example.com/home' },
    ]);
    // Made before: the HR Manager template gave the outbox (view); another company gave theirs edit on purpose.
    await setGrants(company, company.roles.hrManager, (grants) => ({ ...grants, mailOutbox: 'view' }));
    await setGrants(other, other.roles.hrManager, (grants) => ({ ...grants, mailOutbox: 'edit' }));
    const custom = await company.admin.api.ok(contracts.createRole, {
      body: {
        name: 'Mail reader',
        description: '',
        dataScope: 'all',
        menuGrants: { home: 'view', mailOutbox: 'view' },
        fieldGrants: { public: {}, private: {} },
      },
    });
    const roleOf = async (companyId: string, id: string) =>
      (
        await t.db
          .select()
          .from(roles)
          .where(and(eq(roles.companyId, companyId), eq(roles.id, id)))
      )[0]!;
    const before = await roleOf(company.companyId, company.roles.hrManager);

    for (const statement of statements) await t.db.execute(sql.raw(statement));
    for (const statement of statements) await t.db.execute(sql.raw(statement)); // again: nothing more changes

    const mails = await outboxRows(company);
    expect(mails.find((mail) => mail.to === 'a@example.com')).toMatchObject({ text: 'Open this link:\n\n••••••••\n\nBye', hidden: true });
    expect(mails.find((mail) => mail.to === 'b@example.com')).toMatchObject({
      text: 'No secret here: https://hr.example.com/home',
      hidden: false,
    });

    const after = await roleOf(company.companyId, company.roles.hrManager);
    expect(after.menuGrants).not.toHaveProperty('mailOutbox');
    expect(after.version).toBe(before.version + 1);
    expect((await roleOf(other.companyId, other.roles.hrManager)).menuGrants).toMatchObject({ mailOutbox: 'edit' });
    expect((await roleOf(company.companyId, custom.id)).menuGrants).toMatchObject({ mailOutbox: 'view' });
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, company.roles.hrManager), eq(auditLog.action, 'update')));
    expect(audited).toEqual([
      expect.objectContaining({ actorUserId: null, before: { menuGrants: expect.objectContaining({ mailOutbox: 'view' }) } }),
    ]);
    expect(audited[0]!.after).toEqual({ menuGrants: after.menuGrants });
  });
});
