import { z } from 'zod';
import { TimestampSchema, VersionSchema } from '../../common.ts';
import { v } from '../../validation.ts';
import { multiLine } from '../../text.ts';
import {
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_LOCATIONS,
  CUSTOM_FIELD_TYPES,
  CUSTOM_FIELD_TYPE_NAMES,
  CUSTOM_FIELD_VALUE_LOCATIONS,
  type CustomFieldType,
} from './vocabulary.ts';

const TYPE_CODES = CUSTOM_FIELD_TYPE_NAMES.map((name) => CUSTOM_FIELD_TYPES[name]);
export const CustomFieldOptionSchema = z.object({ id: z.string(), label: z.string() });
export type CustomFieldOption = z.infer<typeof CustomFieldOptionSchema>;

export const CustomFieldLocationSchema = z.enum(CUSTOM_FIELD_LOCATIONS, { error: v.invalidOption });
const TypeSchema = z.literal(TYPE_CODES as [CustomFieldType, ...CustomFieldType[]], { error: v.invalidOption });

/** A definition as lists and forms show it. */
export const CustomFieldSchema = z.object({
  id: z.uuid(),
  location: CustomFieldLocationSchema,
  type: TypeSchema,
  label: z.string(),
  propertyName: z.string(),
  options: z.array(CustomFieldOptionSchema),
  required: z.boolean(),
  active: z.boolean(),
  /** Meta order within the location, from 1. */
  order: z.number().int(),
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type CustomField = z.infer<typeof CustomFieldSchema>;

/** A row of Settings › Custom field: the definition and how many records hold a value in it. */
export const CustomFieldRowSchema = CustomFieldSchema.extend({ valueCount: z.number().int() });
export type CustomFieldRow = z.infer<typeof CustomFieldRowSchema>;

const LabelSchema = z
  .string({ error: v.required })
  .trim()
  .min(1, { error: v.required })
  .max(CUSTOM_FIELD_LIMITS.labelMax, { error: v.tooLong });
// The format is a rule of its own (propertyNameProblem) so that its message names it.
const PropertyNameSchema = z
  .string({ error: v.required })
  .trim()
  .min(1, { error: v.required })
  .max(CUSTOM_FIELD_LIMITS.propertyNameMax, { error: v.tooLong });
/** An option keeps its id when changed; a new one has none and gets one. */
const OptionInputSchema = z.strictObject({
  id: z.string().max(64).optional(),
  label: z.string({ error: v.required }).trim().min(1, { error: v.required }).max(CUSTOM_FIELD_LIMITS.optionLabelMax, { error: v.tooLong }),
});

const DefinitionFieldsSchema = z.strictObject({
  type: TypeSchema,
  label: LabelSchema,
  propertyName: PropertyNameSchema,
  options: z.array(OptionInputSchema).max(CUSTOM_FIELD_LIMITS.optionsMax, { error: v.invalidValue }).default([]),
  required: z.boolean().default(false),
  active: z.boolean().default(true),
});

export const CreateCustomFieldBodySchema = DefinitionFieldsSchema.extend({ location: CustomFieldLocationSchema });
export type CreateCustomFieldBody = z.infer<typeof CreateCustomFieldBodySchema>;

/** A change names the whole definition; the location never changes. */
export const UpdateCustomFieldBodySchema = DefinitionFieldsSchema.extend({ id: z.uuid(), version: VersionSchema });
export type UpdateCustomFieldBody = z.infer<typeof UpdateCustomFieldBodySchema>;

/** One entry of a record's `others` list (spec §3). */
export const CustomFieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);
export type CustomFieldValue = z.infer<typeof CustomFieldValueSchema>;
export const OthersEntrySchema = z.object({ _id: z.object({ $oid: z.uuid() }), value: CustomFieldValueSchema });
export type OthersEntry = z.infer<typeof OthersEntrySchema>;
/** What a form sends: any value, checked by type by checkCustomFieldValue (a cleared one may be left out). */
// Its value may span lines when the field is multi-line text: the type's check refuses line breaks in the others.
const OthersEntryInputSchema = z.strictObject({
  _id: z.strictObject({ $oid: z.uuid({ error: v.invalidOption }) }),
  value: multiLine(z.unknown()),
});

export const CustomFieldValuesSchema = z.object({
  location: z.enum(CUSTOM_FIELD_VALUE_LOCATIONS),
  recordId: z.uuid(),
  /** The version of the record's custom values (apart from the record's own, so the two forms never stale each other). */
  version: VersionSchema,
  /** Whether the caller may change them. */
  editable: z.boolean(),
  /** The location's active fields, in meta order. */
  fields: z.array(CustomFieldSchema),
  /** The record's values of those fields. */
  others: z.array(OthersEntrySchema),
});
export type CustomFieldValues = z.infer<typeof CustomFieldValuesSchema>;

export const SaveCustomFieldValuesBodySchema = z.strictObject({
  version: VersionSchema,
  others: z.array(OthersEntryInputSchema).max(CUSTOM_FIELD_LIMITS.fieldsPerLocation, { error: v.invalidValue }),
});
export type SaveCustomFieldValuesBody = z.infer<typeof SaveCustomFieldValuesBodySchema>;
