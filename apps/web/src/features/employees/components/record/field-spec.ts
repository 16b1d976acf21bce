import type { ReactNode } from 'react';
import type { Rule } from 'antd/es/form';
import type { FieldLevel } from '@tenaga/contracts';
import type { Formatter } from '../../../../lib/format.ts';
import type { RecordOptions } from './use-record-options.ts';

/** What a field's input, rules and read-only text need. */
export interface FieldContext {
  /** t of the employees namespace. */
  readonly t: (key: string, values?: Record<string, unknown>) => string;
  readonly options: RecordOptions;
  readonly format: Formatter;
  /** A field's path in the form: ['personal', 'firstName'] on the add form, ['firstName'] in a profile section. */
  readonly path: (field: string) => string[];
}

/** One field of the employee record, shown the same way on the add form and on the profile. */
export interface FieldSpec {
  /** The contract's field name (also its label key, `employees:fields.<name>`). */
  readonly name: string;
  readonly control: (context: FieldContext, props: { readonly disabled: boolean }) => ReactNode;
  /** The stored value as text; default: the value itself. */
  readonly display?: (value: unknown, context: FieldContext) => ReactNode;
  /** Rules beyond the contract's schema (spec §5 rules that look at other fields or the company). */
  readonly rules?: (context: FieldContext) => Rule[];
  /** Fields whose change re-checks this one. */
  readonly dependencies?: readonly string[];
  readonly help?: (context: FieldContext) => ReactNode;
  /** Takes the whole row. */
  readonly wide?: boolean;
  /** Shown only while another field holds a value this accepts (the other religion after 'Others'). */
  readonly shownWhen?: { readonly field: string; readonly test: (value: unknown, context: FieldContext) => boolean };
  /** Only for the companies of these countries (the CPF contribution rate type is Singapore's). */
  readonly countries?: readonly string[];
}

export interface FieldGroup {
  /** `employees:groups.<key>` */
  readonly key: string;
  readonly fields: readonly FieldSpec[];
}

/** Whether a field is shown, and whether it can be changed, for the caller. */
export type LevelOf = (field: string) => FieldLevel;

export const fieldNames = (groups: readonly FieldGroup[]): string[] => groups.flatMap((group) => group.fields.map((field) => field.name));
