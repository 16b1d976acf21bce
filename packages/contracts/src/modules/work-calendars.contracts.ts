import { HOLIDAY_COUNTRIES, MALAYSIAN_STATES, type MalaysianStateCode } from '@tenaga/domain';
import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import { IdParamsSchema, int32, isoDate, OkSchema, TableRequestSchema, tableResponse, VersionSchema } from '../common.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { v } from '../validation.ts';

/**
 * Public holidays (menu item publicHoliday): each calendar (the company's, or a client contract
 * location's) follows a country's standard list once adopted; a standard holiday can be unticked;
 * company holidays are added on top and apply to every calendar.
 */

export const HOLIDAY_YEAR_MIN = 2000;
export const HOLIDAY_YEAR_MAX = 2100;
const YearSchema = int32().min(HOLIDAY_YEAR_MIN, { error: v.invalidOption }).max(HOLIDAY_YEAR_MAX, { error: v.invalidOption });
const QueryYearSchema = z.coerce.number().int().min(HOLIDAY_YEAR_MIN).max(HOLIDAY_YEAR_MAX);

export const HolidayCountrySchema = z.enum(HOLIDAY_COUNTRIES, { error: v.invalidOption });
const STATE_CODES = MALAYSIAN_STATES.map((state) => state.code) as [MalaysianStateCode, ...MalaysianStateCode[]];
export const MalaysianStateSchema = z.enum(STATE_CODES, { error: v.invalidOption });
export const HolidayTypeSchema = z.enum(['public', 'observed', 'special', 'collective', 'state']);
export const HolidayRowKindSchema = z.enum([...HolidayTypeSchema.options, 'company']);
export type HolidayRowKind = z.infer<typeof HolidayRowKindSchema>;

/** Which calendar: a client contract location's, or the company's when absent. */
const CalendarSelectorSchema = z.strictObject({ locationId: z.uuid().optional() });

const NameSchema = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(120, { error: v.tooLong });

export const HolidayBodySchema = z.strictObject({
  date: isoDate(),
  name: NameSchema,
  halfDay: z.boolean().default(false),
});
export type HolidayBody = z.infer<typeof HolidayBodySchema>;
export const UpdateHolidayBodySchema = HolidayBodySchema.extend({ version: VersionSchema });
export type UpdateHolidayBody = z.infer<typeof UpdateHolidayBodySchema>;

export const CompanyHolidaySchema = z.object({
  id: z.uuid(),
  date: z.string(),
  name: z.string(),
  halfDay: z.boolean(),
  version: VersionSchema,
});
export type CompanyHoliday = z.infer<typeof CompanyHolidaySchema>;

/** One row of a year's list: a standard holiday (ticked or not) or a company one (with its id and version). */
export const HolidayRowSchema = z.object({
  key: z.string(),
  date: z.string(),
  name: z.string(),
  kind: HolidayRowKindSchema,
  halfDay: z.boolean(),
  ticked: z.boolean(),
  id: z.uuid().optional(),
  version: VersionSchema.optional(),
});
export type HolidayRow = z.infer<typeof HolidayRowSchema>;

export const HolidayTableBodySchema = TableRequestSchema.extend({ year: YearSchema, locationId: z.uuid().optional() });

const CalendarStateSchema = z.object({
  country: HolidayCountrySchema.nullable(),
  state: MalaysianStateSchema.nullable(),
  adopted: z.boolean(),
});
export const HolidayCalendarsSchema = z.object({
  /** The company's country: what it follows by default. */
  companyCountry: z.string(),
  company: CalendarStateSchema,
  locations: z.array(CalendarStateSchema.extend({ locationId: z.uuid(), locationName: z.string(), contractName: z.string() })),
  publishedYears: z.record(z.string(), z.array(z.number())),
});
export type HolidayCalendars = z.infer<typeof HolidayCalendarsSchema>;

export const AdoptHolidaysBodySchema = CalendarSelectorSchema.extend({
  country: HolidayCountrySchema,
  state: MalaysianStateSchema.optional(),
}).refine((body) => (body.country === 'MY') === (body.state !== undefined), {
  error: v.required,
  path: ['state'],
});
export type AdoptHolidaysBody = z.infer<typeof AdoptHolidaysBodySchema>;

export const TickHolidayBodySchema = CalendarSelectorSchema.extend({ date: isoDate(), ticked: z.boolean() });
export type TickHolidayBody = z.infer<typeof TickHolidayBodySchema>;

export const StandardHolidaysQuerySchema = z.strictObject({
  country: HolidayCountrySchema,
  year: QueryYearSchema,
  state: MalaysianStateSchema.optional(),
});
export const HolidaySourceSchema = z.object({
  authority: z.string(),
  title: z.string(),
  reference: z.string(),
  url: z.string().optional(),
  publishedOn: z.string().optional(),
});
/** The answer is wrapped as every answer is: `{ data: [{ date, name, type }] }`. */
export const StandardHolidaysSchema = z.array(z.object({ date: z.string(), name: z.string(), type: HolidayTypeSchema }));
export const HolidaySourceQuerySchema = z.strictObject({ country: HolidayCountrySchema, year: QueryYearSchema });

const tags = ['work-calendars'];

export const listHolidays = defineRoute({
  method: 'POST',
  path: '/holidays/table',
  readsOnly: true,
  summary: "A year's holidays of one calendar (table protocol): its standard holidays, ticked or not, and the company's own",
  tags,
  permission: menuAccess('publicHoliday', 'view'),
  body: HolidayTableBodySchema,
  response: tableResponse(HolidayRowSchema),
});

export const getHolidayCalendars = defineRoute({
  method: 'GET',
  path: '/holidays/calendars',
  summary: "The company's calendar and each client contract location's: the country (and state) each follows",
  tags,
  permission: menuAccess('publicHoliday', 'view'),
  response: HolidayCalendarsSchema,
  cache: { reads: ['work-calendars', 'clientContracts'] },
});

export const getStandardHolidays = defineRoute({
  method: 'GET',
  path: '/holidays/standard',
  summary: "A country's (and Malaysian state's) official holidays of a year, named in the caller's language",
  tags,
  permission: menuAccess('publicHoliday', 'view'),
  query: StandardHolidaysQuerySchema,
  response: StandardHolidaysSchema,
});

export const getHolidaySource = defineRoute({
  method: 'GET',
  path: '/holidays/source',
  summary: "Where a country's list of a year comes from (authority, title, reference), or null when not yet published",
  tags,
  permission: menuAccess('publicHoliday', 'view'),
  query: HolidaySourceQuerySchema,
  response: HolidaySourceSchema.nullable(),
});

export const adoptHolidays = defineRoute({
  method: 'POST',
  path: '/holidays/adopt',
  summary: "A calendar follows a country's (MY: a state's) standard holidays of every published year from now on",
  tags,
  permission: menuAccess('publicHoliday', 'edit'),
  body: AdoptHolidaysBodySchema,
  response: OkSchema,
});

export const tickHoliday = defineRoute({
  method: 'PUT',
  path: '/holidays/ticked',
  summary: 'Untick a standard holiday of a calendar (it no longer applies), or tick it again',
  tags,
  permission: menuAccess('publicHoliday', 'edit'),
  body: TickHolidayBodySchema,
  response: OkSchema,
});

export const createHoliday = defineRoute({
  method: 'POST',
  path: '/holidays',
  summary: 'Add a company holiday; a date that already has one is refused with 409',
  tags,
  permission: menuAccess('publicHoliday', 'edit'),
  body: HolidayBodySchema,
  response: CompanyHolidaySchema,
});

export const updateHoliday = defineRoute({
  method: 'PUT',
  path: '/holidays/:id',
  summary: 'Change a company holiday; a stale version is refused with 409 VERSION_CONFLICT',
  tags,
  permission: menuAccess('publicHoliday', 'edit'),
  params: IdParamsSchema,
  body: UpdateHolidayBodySchema,
  response: CompanyHolidaySchema,
});

export const deleteHoliday = defineRoute({
  method: 'DELETE',
  path: '/holidays/:id',
  summary: 'Delete a company holiday',
  tags,
  permission: menuAccess('publicHoliday', 'edit'),
  params: IdParamsSchema,
  response: OkSchema,
});

export * from './work-calendars/working-weeks.ts';

/** The menu items this module serves (api-module.ts). */
export const workCalendarsApi = defineApiModule({ name: 'workCalendars', menu: ['publicHoliday'] });
