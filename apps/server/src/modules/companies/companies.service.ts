import { randomUUID } from 'node:crypto';
import type { Company, CompanyPreference, CompanySetting, LoginResponse, RegionLanguage, SignupBody } from '@tenaga/contracts';
import { DomainSchema, NOTIFICATION_TYPES } from '@tenaga/contracts';
import type { companies } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/secrets.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { ClientInfo } from '../../plugins/client-info.ts';
import * as repo from './companies.repository.ts';
import { isReservedDomain } from './companies.rules.ts';
import { setUpCompany, type CompanySetUp } from './company-setup.ts';
import type { ModuleServices } from '../../platform/module.ts';

type CompanyRow = typeof companies.$inferSelect;

function toCompany(row: CompanyRow): Company {
  return {
    companyId: row.id,
    domain: row.domain,
    companyName: row.name,
    countryCode: row.countryCode as Company['countryCode'],
    industry: row.industry as Company['industry'],
    registrationNumber: row.registrationNumber,
    address: row.address,
    phone: row.phone,
    email: row.email,
    createdAt: row.createdAt.getTime(),
    version: row.version,
  };
}

function toRegion(row: CompanyRow): RegionLanguage {
  return {
    language: row.language,
    timezone: row.timezone,
    dateFormat: row.dateFormat,
    timeFormat: row.timeFormat,
    currency: row.currency,
  } as RegionLanguage;
}

export function createCompaniesService(deps: {
  db: Database;
  tenant: TenantRunner;
  clock: Clock;
  realtime: () => Realtime | null;
  sessions: Pick<ModuleServices['auth'], 'startSession' | 'sessionState'>;
  users: Pick<ModuleServices['users'], 'createFirstAdministrator' | 'followingCompanyRegion'>;
  notifications: Pick<ModuleServices['notifications'], 'notify'>;
  /** Other modules' set-ups of a new company (the companySetUps registry). */
  setUps?: readonly CompanySetUp[];
}) {
  const { db, tenant, clock } = deps;

  const load = async (companyId: string) => {
    const row = await tenant(companyId, (tx) => repo.findCompany(tx, companyId));
    if (!row) throw notFound();
    return row;
  };

  return {
    async checkDomain(domain: string) {
      const valid = DomainSchema.safeParse(domain).success && !isReservedDomain(domain);
      return { domain, valid, exists: valid ? await repo.domainExists(db, domain) : isReservedDomain(domain) };
    },

    /** Creates the company, its default roles and its first administrator, and logs them in. */
    async signup(input: SignupBody, client: ClientInfo): Promise<LoginResponse> {
      const domainTaken = () => new AppError('DOMAIN_TAKEN', { fieldErrors: { domain: 'validation:domainTaken' } });
      if (isReservedDomain(input.domain) || (await repo.domainExists(db, input.domain))) throw domainTaken();
      const passwordHash = await hashPassword(input.password);
      const companyId = randomUUID();
      const now = clock.now();
      try {
        return await tenant(companyId, async (tx) => {
          const roleIds = await setUpCompany(
            tx,
            {
              companyId,
              domain: input.domain,
              name: input.companyName,
              countryCode: input.countryCode,
              email: input.email,
              language: input.language,
              now,
            },
            deps.setUps,
          );
          const adminId = await deps.users.createFirstAdministrator(tx, {
            companyId,
            username: input.username,
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            roleId: roleIds.administrator,
            now,
          });
          await deps.notifications.notify(tx, {
            companyId,
            userId: adminId,
            kind: 'account',
            type: NOTIFICATION_TYPES.changed,
            titleKey: 'notifications:welcomeTitle',
            bodyKey: 'notifications:welcomeBody',
            values: { company: input.companyName },
            path: '/settings/company-account',
            now,
          });
          const actor: Actor = { companyId, userId: adminId, impersonatorUserId: null, ip: client.ip };
          await writeAudit(tx, actor, {
            entity: 'company',
            entityId: companyId,
            action: 'create',
            after: { domain: input.domain, name: input.companyName, countryCode: input.countryCode },
          });
          await writeAudit(tx, actor, {
            entity: 'user',
            entityId: adminId,
            action: 'create',
            after: { username: input.username, email: input.email, roleId: roleIds.administrator },
          });
          const started = await deps.sessions.startSession(tx, {
            companyId,
            userId: adminId,
            client,
            ttlMinutes: 10080,
            singleLogin: false,
          });
          const state = await deps.sessions.sessionState(tx, {
            companyId,
            userId: adminId,
            impersonatorUserId: null,
            loginAt: started.now,
          });
          return { token: started.token, ...state };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'companies_domain_key')) throw domainTaken();
        throw error;
      }
    },

    async get(companyId: string): Promise<Company> {
      return toCompany(await load(companyId));
    },

    async update(
      actor: Actor,
      input: {
        version: number;
        companyName: string;
        industry?: string | null;
        registrationNumber?: string | null;
        address?: string | null;
        phone?: string | null;
        email?: string | null;
      },
    ): Promise<Company> {
      return tenant(actor.companyId, async (tx) => {
        const before = await repo.findCompany(tx, actor.companyId);
        if (!before) throw notFound();
        const changes = {
          name: input.companyName,
          ...(input.industry !== undefined ? { industry: input.industry } : {}),
          ...(input.registrationNumber !== undefined ? { registrationNumber: input.registrationNumber } : {}),
          ...(input.address !== undefined ? { address: input.address } : {}),
          ...(input.phone !== undefined ? { phone: input.phone } : {}),
          ...(input.email !== undefined ? { email: input.email } : {}),
        };
        const after = await repo.updateCompany(tx, actor.companyId, {
          expectedVersion: input.version,
          changes: { ...changes, updatedAt: clock.now() },
        });
        if (!after) throw versionConflict();
        await writeAudit(tx, actor, { entity: 'company', entityId: actor.companyId, action: 'update', ...changedFields(before, changes) });
        return toCompany(after);
      });
    },

    async getSetting(companyId: string): Promise<CompanySetting> {
      const row = await load(companyId);
      return { singleLogin: row.singleLogin, sessionTtlMinutes: row.sessionTtlMinutes };
    },

    async updateSetting(actor: Actor, input: CompanySetting): Promise<CompanySetting> {
      return tenant(actor.companyId, async (tx) => {
        const before = await repo.findCompany(tx, actor.companyId);
        if (!before) throw notFound();
        const after = await repo.updateCompany(tx, actor.companyId, {
          expectedVersion: null,
          changes: { ...input, updatedAt: clock.now() },
        });
        await writeAudit(tx, actor, {
          entity: 'company',
          entityId: actor.companyId,
          action: 'update-setting',
          ...changedFields(before, input),
        });
        return { singleLogin: after!.singleLogin, sessionTtlMinutes: after!.sessionTtlMinutes };
      });
    },

    async getPreference(companyId: string): Promise<CompanyPreference> {
      return (await load(companyId)).preference;
    },

    async updatePreference(actor: Actor, input: CompanyPreference): Promise<CompanyPreference> {
      return tenant(actor.companyId, async (tx) => {
        const before = await repo.findCompany(tx, actor.companyId);
        if (!before) throw notFound();
        const after = await repo.updateCompany(tx, actor.companyId, {
          expectedVersion: null,
          changes: { preference: input, updatedAt: clock.now() },
        });
        await writeAudit(tx, actor, {
          entity: 'company',
          entityId: actor.companyId,
          action: 'update-preference',
          before: before.preference,
          after: input,
        });
        return after!.preference;
      });
    },

    async getRegions(companyId: string): Promise<RegionLanguage> {
      return toRegion(await load(companyId));
    },

    /** Changes the company default; users who follow it are told at once (spec §4 region-change). */
    async updateRegions(actor: Actor, input: RegionLanguage): Promise<RegionLanguage> {
      const { region, followers } = await tenant(actor.companyId, async (tx) => {
        const before = await repo.findCompany(tx, actor.companyId);
        if (!before) throw notFound();
        const after = await repo.updateCompany(tx, actor.companyId, {
          expectedVersion: null,
          changes: { ...input, updatedAt: clock.now() },
        });
        await writeAudit(tx, actor, {
          entity: 'company',
          entityId: actor.companyId,
          action: 'update-region-language',
          ...changedFields(toRegion(before), input),
        });
        return { region: toRegion(after!), followers: await deps.users.followingCompanyRegion(tx, actor.companyId) };
      });
      for (const follower of followers) {
        const regionLanguage = {
          language: follower.language ?? region.language,
          timezone: follower.timezone ?? region.timezone,
          dateFormat: follower.dateFormat ?? region.dateFormat,
          timeFormat: follower.timeFormat ?? region.timeFormat,
          currency: follower.currency ?? region.currency,
        } as RegionLanguage;
        deps.realtime()?.toUsers({ companyId: actor.companyId, userIds: [follower.id] }, 'message', {
          appid: 1,
          title: 'region-change',
          extras: { companyID: actor.companyId, userID: [follower.id], data: { regionLanguage } },
        });
      }
      return region;
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
