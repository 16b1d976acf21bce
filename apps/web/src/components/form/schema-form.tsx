import { createContext, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { Form, type FormInstance, type FormItemProps } from 'antd';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useDirtyReport } from '../unsaved-changes.tsx';
import { useErrorNotice, useFeedback } from '../feedback/notices.tsx';
import { deferredZodRule, zodRule } from './zod-rules.ts';
import { toNamePath, type FormPath } from './name-path.ts';

type Shape = Record<string, z.ZodType>;

/** What the form holds: the schema's input, plus any extra fields a form adds (confirm password). */
export type FormValues<S extends z.ZodObject<Shape>> = z.input<S> & Record<string, unknown>;

/**
 * A schema loaded on first use, for a form that shows before zod has downloaded (the login page).
 * `required` names the fields marked required meanwhile; a test checks it against the schema.
 */
export interface DeferredSchema<S extends z.ZodObject<Shape>> {
  readonly load: () => Promise<S>;
  readonly required: readonly (keyof z.input<S> & string)[];
}

export interface SchemaFormProps<S extends z.ZodObject<Shape>, Values = FormValues<S>> {
  /** The contract's body schema (an object schema); each field's rules come from it. */
  readonly schema: S | DeferredSchema<S>;
  readonly initialValues?: Partial<Values>;
  readonly onSubmit: (values: Values) => Promise<unknown>;
  /** After a successful save; by default the saved values become the new baseline. */
  readonly onSaved?: () => void;
  /** Ask before leaving the page with unsaved changes (spec §2 route guard). Default on. */
  readonly guardUnsaved?: boolean;
  readonly form?: FormInstance<Values>;
  readonly layout?: 'vertical' | 'horizontal';
  readonly children: ReactNode;
  readonly 'aria-label'?: string;
  /** Prefixes the fields' ids: needed when two forms with a field of the same name are on screen (a modal over a drawer). */
  readonly name?: string;
  /** Enter in a one-line field saves the form. Default on; off for a form in steps, whose Enter must not save it half-filled. */
  readonly enterSaves?: boolean;
}

/**
 * The one form of the app: antd Form driven by a zod schema. It validates on input and blur,
 * shows completeFieldMsg when required fields are missing, maps the server's field errors onto
 * fields, resets the submit state on any error, and guards unsaved changes.
 */
export function SchemaForm<S extends z.ZodObject<Shape>, Values extends Record<string, unknown> = FormValues<S>>(
  props: SchemaFormProps<S, Values>,
) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const [ownForm] = Form.useForm<Values>();
  // antd makes each field's id from the form's name: two forms on a page with the same fields
  // would otherwise both give `#language`, and the second form's labels would name the first's.
  const ownName = `form${useId().replace(/[^\w-]/g, '')}`;
  const form = props.form ?? ownForm;
  const [dirty, setDirty] = useState(false);
  useDirtyReport(dirty && props.guardUnsaved !== false);

  // New data from the server (not a new object with the same values) becomes the form's baseline.
  const initialKey = JSON.stringify(props.initialValues ?? null);
  useEffect(() => {
    form.resetFields();
    setDirty(false);
  }, [form, initialKey]);

  const submit = async (values: Values) => {
    try {
      await props.onSubmit(values);
      setDirty(false);
      props.onSaved?.();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        const fields = Object.entries(error.fieldErrors).map(([name, text]) => ({ name: toNamePath(name) as never, errors: [text] }));
        form.setFields(fields);
        // A long form may have the rejected field out of sight (a taken name above the fold).
        form.scrollToField(fields[0]!.name, { block: 'center' });
        // Says what is wrong (how many fields), not that fields are missing when they are filled.
        message.error(t('validation:fieldsNeedAttention', { count: fields.length }));
        return;
      }
      showError(error);
    }
  };

  return (
    <SchemaContext.Provider value={props.schema}>
      <Form<Values>
        form={form}
        layout={props.layout ?? 'vertical'}
        initialValues={props.initialValues}
        onFinish={submit}
        onFinishFailed={({ errorFields }) =>
          message.warning(
            errorFields.length ? t('validation:fieldsNeedAttention', { count: errorFields.length }) : t('validation:completeFieldMsg'),
          )
        }
        onValuesChange={() => setDirty(true)}
        validateTrigger={['onChange', 'onBlur']}
        requiredMark
        scrollToFirstError={{ block: 'center' }}
        aria-label={props['aria-label']}
        name={props.name ?? ownName}
      >
        {props.children}
        {/* Enter in a field saves, as in any form, also with several fields and the Save button in a footer outside the form. */}
        {props.enterSaves !== false && <button type="submit" hidden />}
      </Form>
    </SchemaContext.Provider>
  );
}

const SchemaContext = createContext<z.ZodObject<Shape> | DeferredSchema<z.ZodObject<Shape>> | null>(null);

const unwrappable = (schema: z.ZodType): schema is z.ZodType & { unwrap: () => z.ZodType } =>
  'unwrap' in schema && typeof schema.unwrap === 'function';

/** The schema of a (possibly nested) field: ['leaveRequest', 'showOnCalendar'], ['phones', 0, 'number'] (a number: a list's element). */
function fieldSchema(schema: z.ZodObject<Shape> | null, path: readonly (string | number)[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema ?? undefined;
  for (const part of path) {
    if (typeof part === 'number') {
      // Through optional, nullable and default to the list; its element is every row's schema.
      while (current && !('element' in current) && unwrappable(current)) current = current.unwrap();
      current = current && 'element' in current ? (current.element as z.ZodType) : undefined;
      continue;
    }
    while (current && !('shape' in current) && unwrappable(current)) current = current.unwrap();
    current = current && 'shape' in current ? (current.shape as Shape)[part] : undefined;
  }
  return current;
}

function schemaRules(schema: z.ZodObject<Shape> | DeferredSchema<z.ZodObject<Shape>> | null, path: FormPath): Rule[] {
  if (schema && 'load' in schema) {
    const required = path.length === 1 && typeof path[0] === 'string' && schema.required.includes(path[0]);
    return [deferredZodRule({ required, load: () => schema.load().then((loaded) => fieldSchema(loaded, path)) })];
  }
  const field = fieldSchema(schema, path);
  return field ? [zodRule(field)] : [];
}

/**
 * A form field whose rules come from the form's schema by name: a name, a dotted path
 * ('phones.0.number', spec §3: a form schema's name may be dotted) or a path.
 */
export function SchemaField({
  name,
  rules,
  ...rest
}: Omit<FormItemProps, 'name'> & { readonly name: string | readonly (string | number)[] }) {
  const schema = useContext(SchemaContext);
  const path = toNamePath(name);
  return (
    <Form.Item name={path.length === 1 ? path[0] : path} rules={[...schemaRules(schema, path), ...(rules ?? [])]} validateFirst {...rest} />
  );
}
