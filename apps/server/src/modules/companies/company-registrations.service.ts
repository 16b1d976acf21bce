import { and, eq, inArray, sql } from 'drizzle-orm';
import { COMPANY_COUNTRIES, type CompanyCountry } from '@tenaga/contracts';
import type { CompanyCountryRegistrations } from '@tenaga/contracts/modules/company-registrations.contracts';
import { registrationsFor, validateRegistration, type RegistrationKind } from '@tenaga/domain';
import { companies, companyRegistrations } from '../../db/schema/index.ts';
import type { Queryable, TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import * as companiesRepo from './companies.repository.ts';

type RegistrationRow = typeof companyRegistrations.$inferSelect;

/** The countries the company employs in: its own first, then the others in the product's order. */
export function employerCountriesOf(company: { countryCode: string; employerCountries: readonly string[] }): CompanyCountry[] {
  const home = company.countryCode as CompanyCountry;
  return [home, ...COMPANY_COUNTRIES.filter((country) => country !== home && company.employerCountries.includes(country))];
}

function registrationRows(db: Queryable, companyId: string) {
  return db.select().from(companyRegistrations).where(eq(companyRegistrations.companyId, companyId));
}

function countryView(country: CompanyCountry, home: CompanyCountry, rows: readonly RegistrationRow[]): CompanyCountryRegistrations {
  return {
    country,
    home: country === home,
    registrations: registrationsFor(country).map((definition) => {
      const row = rows.find((candidate) => candidate.kind === definition.kind);
      return {
        kind: definition.kind,
        value: row?.value ?? null,
        valid: row ? validateRegistration({ kind: definition.kind, value: row.value }).ok : false,
        example: definition.example,
        updatedAt: row?.updatedAt.getTime() ?? null,
      };
    }),
  };
}

/**
 * The statutory numbers the company is registered under in each country it employs in (CPF, EPF,
 * BPJS, BHXH, SSS and the tax offices), each checked by its published format before it is kept.
 */
export function createCompanyRegistrations(deps: { tenant: TenantRunner; clock: Clock }) {
  const { tenant, clock } = deps;

  const read = async (tx: Transaction, companyId: string) => {
    const company = await companiesRepo.findCompany(tx, companyId);
    if (!company) throw notFound();
    const home = company.countryCode as CompanyCountry;
    const rows = await registrationRows(tx, companyId);
    return employerCountriesOf(company).map((country) => countryView(country, home, rows));
  };

  return {
    /** Every country the company employs in with its numbers, in the caller's transaction (Compliance reads it). */
    read,

    async list(companyId: string): Promise<CompanyCountryRegistrations[]> {
      return tenant(companyId, (tx) => read(tx, companyId));
    },

    async save(
      actor: Actor,
      input: { country: CompanyCountry; registrations: Partial<Record<RegistrationKind, string | null>> },
    ): Promise<CompanyCountryRegistrations> {
      const kinds = new Set(registrationsFor(input.country).map((definition) => definition.kind));
      const fieldErrors: Record<string, string> = {};
      const changes: { kind: RegistrationKind; value: string | null }[] = [];
      for (const [kind, raw] of Object.entries(input.registrations) as [RegistrationKind, string | null][]) {
        if (!kinds.has(kind)) {
          fieldErrors[`registrations.${kind}`] = 'validation:registrationOtherCountry';
          continue;
        }
        if (raw === null || raw.trim() === '') {
          changes.push({ kind, value: null });
          continue;
        }
        const result = validateRegistration({ kind, value: raw });
        if (result.ok) changes.push({ kind, value: result.value });
        else fieldErrors[`registrations.${kind}`] = `validation:registration${result.error === 'INVALID_CHECKSUM' ? 'Checksum' : 'Format'}`;
      }
      if (Object.keys(fieldErrors).length) throw new AppError('VALIDATION_FAILED', { fieldErrors });

      return tenant(actor.companyId, async (tx) => {
        const company = await companiesRepo.findCompany(tx, actor.companyId);
        if (!company) throw notFound();
        const now = clock.now();
        if (input.country !== company.countryCode && !company.employerCountries.includes(input.country)) {
          // Appended in SQL: two countries added at once both stay.
          await tx
            .update(companies)
            .set({ employerCountries: sql`array_append(${companies.employerCountries}, ${input.country})`, updatedAt: now })
            .where(and(eq(companies.id, actor.companyId), sql`not (${input.country} = any(${companies.employerCountries}))`));
          await writeAudit(tx, actor, {
            entity: 'company',
            entityId: actor.companyId,
            action: 'add-employer-country',
            after: { country: input.country },
          });
        }
        const before = await registrationRows(tx, actor.companyId);
        for (const change of changes) {
          const previous = before.find((row) => row.kind === change.kind)?.value ?? null;
          if (previous === change.value) continue;
          if (change.value === null) {
            await tx
              .delete(companyRegistrations)
              .where(and(eq(companyRegistrations.companyId, actor.companyId), eq(companyRegistrations.kind, change.kind)));
          } else {
            await tx
              .insert(companyRegistrations)
              .values({ companyId: actor.companyId, kind: change.kind, country: input.country, value: change.value, updatedAt: now })
              .onConflictDoUpdate({
                target: [companyRegistrations.companyId, companyRegistrations.kind],
                set: { value: change.value, updatedAt: now },
              });
          }
          await writeAudit(tx, actor, {
            entity: 'company-registration',
            entityId: `${actor.companyId}:${change.kind}`,
            action: change.value === null ? 'delete' : previous === null ? 'create' : 'update',
            before: { kind: change.kind, value: previous },
            after: { kind: change.kind, value: change.value },
          });
        }
        const rows = await registrationRows(tx, actor.companyId);
        return countryView(input.country, company.countryCode as CompanyCountry, rows);
      });
    },

    /** The company stops employing in a country: the country and its numbers go; its own country stays. */
    async removeCountry(actor: Actor, country: CompanyCountry): Promise<CompanyCountryRegistrations[]> {
      return tenant(actor.companyId, async (tx) => {
        const company = await companiesRepo.findCompany(tx, actor.companyId);
        if (!company) throw notFound();
        if (country === company.countryCode) throw new AppError('HOME_COUNTRY_REQUIRED');
        if (!company.employerCountries.includes(country)) throw notFound();
        const kinds = registrationsFor(country).map((definition) => definition.kind);
        const removed = await tx
          .delete(companyRegistrations)
          .where(and(eq(companyRegistrations.companyId, actor.companyId), inArray(companyRegistrations.kind, kinds)))
          .returning();
        await tx
          .update(companies)
          .set({ employerCountries: sql`array_remove(${companies.employerCountries}, ${country})`, updatedAt: clock.now() })
          .where(eq(companies.id, actor.companyId));
        await writeAudit(tx, actor, {
          entity: 'company',
          entityId: actor.companyId,
          action: 'remove-employer-country',
          before: { country, registrations: Object.fromEntries(removed.map((row) => [row.kind, row.value])) },
        });
        return read(tx, actor.companyId);
      });
    },
  };
}

export type CompanyRegistrations = ReturnType<typeof createCompanyRegistrations>;
