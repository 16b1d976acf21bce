import { Col, Form, Grid, Row, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { SchemaField } from '../../../../components/form/schema-form.tsx';
import type { FieldContext, FieldGroup, FieldSpec, LevelOf } from './field-spec.ts';

const shownFor = (spec: FieldSpec, context: FieldContext) => !spec.countries || spec.countries.includes(context.options.country);

/**
 * The inputs of a section's fields, grouped under headings: a field the caller may not see is
 * left out, one they may only view is read-only. `creating`: only what the caller may set is shown.
 * `liveRules`: a field's further checks by a call, run as it is typed (after a pause).
 */
export function RecordFieldInputs({
  groups,
  context,
  levelOf,
  creating = false,
  liveRules,
}: {
  readonly groups: readonly FieldGroup[];
  readonly context: FieldContext;
  readonly levelOf: LevelOf;
  readonly creating?: boolean;
  readonly liveRules?: Readonly<Record<string, Rule[]>>;
}) {
  const visible = (spec: FieldSpec) =>
    shownFor(spec, context) && (creating ? levelOf(spec.name) === 'edit' : levelOf(spec.name) !== 'none');
  return (
    <>
      {groups.map((group) => {
        const fields = group.fields.filter(visible);
        if (fields.length === 0) return null;
        return (
          <section key={group.key} aria-label={context.t(`groups.${group.key}`)}>
            <Typography.Title level={3} style={{ fontSize: 16, marginTop: 8 }}>
              {context.t(`groups.${group.key}`)}
            </Typography.Title>
            <Row gutter={16}>
              {fields.map((spec) => (
                <Col key={spec.name} xs={24} md={spec.wide ? 24 : 12} xl={spec.wide ? 24 : 8}>
                  <FieldInput spec={spec} context={context} disabled={levelOf(spec.name) !== 'edit'} liveRules={liveRules?.[spec.name]} />
                </Col>
              ))}
            </Row>
          </section>
        );
      })}
    </>
  );
}

function FieldInput({
  spec,
  context,
  disabled,
  liveRules,
}: {
  readonly spec: FieldSpec;
  readonly context: FieldContext;
  readonly disabled: boolean;
  readonly liveRules: Rule[] | undefined;
}) {
  const rules = [...(spec.rules?.(context) ?? []), ...(liveRules ?? [])];
  const field = (
    <SchemaField
      name={context.path(spec.name)}
      label={context.t(`fields.${spec.name}`)}
      rules={rules.length ? rules : undefined}
      validateDebounce={liveRules ? 500 : undefined}
      dependencies={spec.dependencies?.map(context.path)}
      extra={spec.help?.(context)}
    >
      {spec.control(context, { disabled })}
    </SchemaField>
  );
  const condition = spec.shownWhen;
  if (!condition) return field;
  return (
    <Form.Item noStyle dependencies={[context.path(condition.field)]}>
      {(form) => (condition.test(form.getFieldValue(context.path(condition.field)), context) ? field : null)}
    </Form.Item>
  );
}

/** A section's fields as read-only text, in the form's grid; fields the caller may not see are left out. */
export function RecordFieldValues({
  groups,
  context,
  levelOf,
  values,
}: {
  readonly groups: readonly FieldGroup[];
  readonly context: FieldContext;
  readonly levelOf: LevelOf;
  readonly values: Record<string, unknown>;
}) {
  // Labels above values in columns; on a phone, label and value side by side take less height.
  const wide = Grid.useBreakpoint().md ?? true;
  return (
    <>
      {groups.map((group) => {
        const fields = group.fields.filter(
          (spec) =>
            shownFor(spec, context) &&
            levelOf(spec.name) !== 'none' &&
            (!spec.shownWhen || spec.shownWhen.test(values[spec.shownWhen.field], context)),
        );
        if (fields.length === 0) return null;
        return (
          <section key={group.key} aria-label={context.t(`groups.${group.key}`)} style={{ marginBottom: 16 }}>
            <Typography.Title level={3} style={{ fontSize: 16, marginTop: 8 }}>
              {context.t(`groups.${group.key}`)}
            </Typography.Title>
            <Row gutter={[16, wide ? 16 : 8]} style={{ margin: 0 }}>
              {fields.map((spec) => {
                const value = values[spec.name];
                const shown = spec.display
                  ? spec.display(value, context)
                  : value === null || value === undefined || value === ''
                    ? null
                    : String(value);
                return (
                  <Col key={spec.name} xs={24} md={spec.wide ? 24 : 12} xl={spec.wide ? 24 : 8} style={{ paddingInline: 0 }}>
                    <dl style={{ margin: 0, display: 'flex', flexDirection: wide ? 'column' : 'row', gap: wide ? 2 : 12 }}>
                      <dt style={{ flex: wide ? undefined : '0 0 45%' }}>
                        <Typography.Text type="secondary">{context.t(`fields.${spec.name}`)}</Typography.Text>
                      </dt>
                      <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{shown ?? '—'}</dd>
                    </dl>
                  </Col>
                );
              })}
            </Row>
          </section>
        );
      })}
    </>
  );
}
