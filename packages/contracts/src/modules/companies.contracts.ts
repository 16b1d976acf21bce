import { z } from 'zod';
import { defineRoute, menuAccess, sessionAccess } from '../route.ts';
import { v } from '../validation.ts';
import { CompanyCountrySchema, RegionLanguageSchema } from '../region.ts';
import { SESSION_TTL_MINUTES } from '../constants.ts';
import { OkSchema, TimestampSchema, VersionSchema } from '../common.ts';
import { defineApiModule } from '../api-module.ts';
import { multiLine } from '../text.ts';

export const INDUSTRIES = [
  'accommodationFood',
  'agriculture',
  'construction',
  'education',
  'finance',
  'healthcare',
  'informationTechnology',
  'logistics',
  'manufacturing',
  'professionalServices',
  'publicAdministration',
  'realEstate',
  'retail',
  'security',
  'other',
] as const;

export const CompanySchema = z.object({
  companyId: z.uuid(),
  domain: z.string(),
  companyName: z.string(),
  countryCode: CompanyCountrySchema,
  industry: z.enum(INDUSTRIES).nullable(),
  registrationNumber: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: TimestampSchema,
  version: VersionSchema,
});
export type Company = z.infer<typeof CompanySchema>;

export const getCompany = defineRoute({
  method: 'GET',
  path: '/companies',
  summary: "The signed-in user's company",
  tags: ['companies'],
  permission: menuAccess('companyAccount', 'view'),
  response: CompanySchema,
});

const optionalText = (max: number) => z.string().trim().max(max, { error: v.tooLong }).nullable().optional();

export const UpdateCompanyBodySchema = z.strictObject({
  version: VersionSchema,
  companyName: z.string({ error: v.required }).trim().min(1, { error: v.required }).max(120, { error: v.tooLong }),
  industry: z.enum(INDUSTRIES, { error: v.invalidOption }).nullable().optional(),
  registrationNumber: optionalText(40),
  address: multiLine(z.string().trim().max(300, { error: v.tooLong }))
    .nullable()
    .optional(),
  phone: optionalText(40),
  email: z.email({ error: v.email }).max(200).nullable().optional(),
});

export const updateCompany = defineRoute({
  method: 'PUT',
  path: '/companies',
  summary: "Update the company's details",
  tags: ['companies'],
  // The company's name shows in every page's top bar (the session).
  cache: { changes: ['companies', 'session'] },
  permission: menuAccess('companyAccount', 'edit'),
  body: UpdateCompanyBodySchema,
  response: CompanySchema,
});

export const CompanySettingSchema = z.object({
  singleLogin: z.boolean(),
  sessionTtlMinutes: z
    .number()
    .int()
    .min(SESSION_TTL_MINUTES.min, { error: v.validNumber })
    .max(SESSION_TTL_MINUTES.max, { error: v.validNumber }),
});
export type CompanySetting = z.infer<typeof CompanySettingSchema>;

export const getCompanySetting = defineRoute({
  method: 'GET',
  path: '/companies/setting',
  summary: 'Session and security settings of the company',
  tags: ['companies'],
  permission: menuAccess('companyAccount', 'view'),
  response: CompanySettingSchema,
});

export const updateCompanySetting = defineRoute({
  method: 'PUT',
  path: '/companies/setting',
  summary: 'Change session and security settings of the company',
  tags: ['companies'],
  permission: menuAccess('companyAccount', 'edit'),
  body: CompanySettingSchema.strict(),
  response: CompanySettingSchema,
});

export const CompanyPreferenceSchema = z.object({
  ICNumberMasking: z.boolean(),
  leaveRequest: z.object({
    editableApprovedLeave: z.boolean(),
    showOnCalendar: z.boolean(),
    showRejectedOnCalendar: z.boolean(),
    showCancelledOnCalendar: z.boolean(),
  }),
  /** An employee's change to their own bank account waits for approval (kind bankAccountChange) instead of applying at once. */
  bankChangeApproval: z.boolean(),
});
export type CompanyPreference = z.infer<typeof CompanyPreferenceSchema>;

export const getCompanyPreference = defineRoute({
  method: 'GET',
  path: '/companies/preference',
  summary: 'Company preferences every signed-in user needs (masking, calendar display)',
  tags: ['companies'],
  permission: sessionAccess,
  response: CompanyPreferenceSchema,
});

export const updateCompanyPreference = defineRoute({
  method: 'PUT',
  path: '/companies/preference',
  summary: 'Change company preferences',
  tags: ['companies'],
  // Masking changes how employee records read.
  cache: { changes: ['companies', 'employees'] },
  permission: menuAccess('companyAccount', 'edit'),
  body: z.strictObject({
    ICNumberMasking: z.boolean(),
    leaveRequest: CompanyPreferenceSchema.shape.leaveRequest.strict(),
    bankChangeApproval: z.boolean().default(false),
  }),
  response: CompanyPreferenceSchema,
});

export const getCompanyRegions = defineRoute({
  method: 'GET',
  path: '/companies/regions',
  summary: "The company's default region and language",
  tags: ['companies'],
  permission: sessionAccess,
  response: RegionLanguageSchema,
});

export const updateCompanyRegions = defineRoute({
  method: 'PUT',
  path: '/companies/regions',
  summary: "Change the company's default region and language",
  tags: ['companies'],
  permission: menuAccess('regionLanguage', 'edit'),
  body: RegionLanguageSchema,
  response: RegionLanguageSchema,
});

export const listIndustries = defineRoute({
  method: 'GET',
  path: '/companies/industries',
  summary: 'Industries a company can choose',
  tags: ['companies'],
  permission: sessionAccess,
  response: z.array(z.enum(INDUSTRIES)),
});

/** The largest logo (under 500 kB, as every image the product takes) in base64. */
const LOGO_MAX_BASE64 = Math.ceil(500_000 / 3) * 4;

/**
 * The company's logo, shown in every page's header and on payslips and documents: a PNG or JPEG
 * read from its bytes (an SVG can carry scripts), under 500 kB, 32 to 4000 pixels a side.
 */
export const updateCompanyLogo = defineRoute({
  method: 'PUT',
  path: '/companies/logo',
  summary: "Set the company's logo",
  tags: ['companies'],
  // The header reads the logo's id from the session state.
  cache: { changes: ['companies', 'session'] },
  permission: menuAccess('companyAccount', 'edit'),
  body: z.strictObject({
    data: z.base64({ error: v.validFormat }).min(1, { error: v.required }).max(LOGO_MAX_BASE64, { error: 'validation:logoSize' }),
  }),
  response: z.object({ companyLogo: z.uuid() }),
});

export const deleteCompanyLogo = defineRoute({
  method: 'DELETE',
  path: '/companies/logo',
  summary: "Remove the company's logo",
  tags: ['companies'],
  cache: { changes: ['companies', 'session'] },
  permission: menuAccess('companyAccount', 'edit'),
  response: OkSchema,
});

export const getCompanyLogo = defineRoute({
  method: 'GET',
  path: '/companies/logo',
  summary: "The company's logo (404 when it has none)",
  tags: ['companies'],
  permission: sessionAccess,
  produces: 'file',
  fileTypes: ['image/png', 'image/jpeg'],
  response: z.unknown(),
});

/** The menu items this module serves (api-module.ts). */
export const companiesApi = defineApiModule({ name: 'companies', menu: ['companyAccount', 'regionLanguage'] });
