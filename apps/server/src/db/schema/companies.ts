import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CompanyPreference } from '@tenaga/contracts';
import { createdAt, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/** A company is a tenant; its id is the company_id of every tenant row. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    domain: text('domain').notNull(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    industry: text('industry'),
    registrationNumber: text('registration_number'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    /** The logo's file (files module), kept while it is the logo. */
    logo: text('logo'),
    /** Countries other than its own where the company employs people (their registrations, compliance). */
    employerCountries: text('employer_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: text('language').notNull(),
    timezone: text('timezone').notNull(),
    dateFormat: text('date_format').notNull(),
    timeFormat: text('time_format').notNull(),
    currency: text('currency').notNull(),
    singleLogin: boolean('single_login').notNull().default(false),
    sessionTtlMinutes: integer('session_ttl_minutes').notNull().default(10080),
    preference: jsonb('preference').$type<CompanyPreference>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (table) => [uniqueIndex('companies_domain_key').on(table.domain), tenantPolicy('id')],
).enableRLS();
