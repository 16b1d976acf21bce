import { useEffect, useRef, useState } from 'react';
import { Button, Form, Input, Select, Space, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { definitionProblems, propertyNameProblem } from '@tenaga/contracts/modules/custom-fields/rules';
import { CreateCustomFieldBodySchema, type CustomFieldRow } from '@tenaga/contracts/modules/custom-fields/schemas';
import {
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_TYPE_NAMES,
  CUSTOM_FIELD_TYPES,
  FIVE_SCALE_LEVELS,
  isChoiceType,
  type CustomFieldLocation,
  type CustomFieldType,
} from '@tenaga/contracts/modules/custom-fields/vocabulary';
import { AppModal } from '../../../components/modal/modal.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { useFormat } from '../../../lib/format.ts';
import { isPropertyNameAvailable, useCreateCustomField, useUpdateCustomField } from '../api/custom-fields.queries.ts';
import { suggestPropertyName } from '../model/property-name.ts';

type Values = {
  type?: CustomFieldType;
  label?: string;
  propertyName?: string;
  options?: { id?: string; label?: string }[];
  required?: boolean;
  active?: boolean;
} & Record<string, unknown>;

// The location is the tab's; the form edits the rest of the definition.
const FormSchema = CreateCustomFieldBodySchema.omit({ location: true });

/**
 * Adds or changes a custom field: its type (kept while records hold values), label, property name
 * (checked live: camelCase, not the record's own names, not taken), options for the choice types,
 * required and active. A new field's property name follows its label until typed.
 */
export function CustomFieldModal({
  location,
  field,
  onClose,
}: {
  readonly location: CustomFieldLocation;
  readonly field: CustomFieldRow | 'new' | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('customFields');
  const { message } = useFeedback();
  const format = useFormat();
  const [form] = Form.useForm<Values>();
  const create = useCreateCustomField();
  const update = useUpdateCustomField();
  const existing = field === 'new' ? null : field;
  const typeLocked = (existing?.valueCount ?? 0) > 0;
  const type = Form.useWatch('type', form);
  const label = Form.useWatch('label', form);
  const nameTyped = useRef(false);
  // What the live check last said of the name now in the field (spec §5: checked by a call).
  const [nameCheck, setNameCheck] = useState<'none' | 'checking' | 'available'>('none');
  const isNew = existing === null;

  useEffect(() => {
    nameTyped.current = false;
    setNameCheck('none');
  }, [field]);
  useEffect(() => {
    if (isNew && !nameTyped.current && label !== undefined) form.setFieldValue('propertyName', suggestPropertyName(label));
  }, [form, isNew, label]);
  const title = existing ? t('form.editTitle') : t('form.newTitle');

  const initialValues: Values = existing
    ? {
        type: existing.type,
        label: existing.label,
        propertyName: existing.propertyName,
        options: existing.options,
        required: existing.required,
        active: existing.active,
      }
    : { type: CUSTOM_FIELD_TYPES.singleLineText, options: [{ label: '' }], required: false, active: true };

  const submit = async (values: Values) => {
    const definition = {
      type: values.type ?? CUSTOM_FIELD_TYPES.singleLineText,
      label: values.label ?? '',
      propertyName: values.propertyName ?? '',
      options: isChoiceType(values.type ?? CUSTOM_FIELD_TYPES.singleLineText)
        ? (values.options ?? []).map((option) => ({ ...(option.id ? { id: option.id } : {}), label: option.label ?? '' }))
        : [],
      required: values.required ?? false,
      active: values.active ?? true,
    };
    if (existing) {
      await update.mutateAsync({ id: existing.id, version: existing.version, ...definition });
      message.success(t('saved'));
    } else {
      const created = await create.mutateAsync({ location, ...definition });
      message.success(t('added', { label: created.label }));
    }
  };

  const propertyNameRule = {
    validator: async (_: unknown, value: string | undefined) => {
      const name = value?.trim() ?? '';
      setNameCheck('none');
      if (!name) return;
      const problem = propertyNameProblem({ propertyName: name, location });
      if (problem) throw new Error(t(problem.key));
      if (name === existing?.propertyName) return;
      setNameCheck('checking');
      const answer = await isPropertyNameAvailable({ location, propertyName: name, exceptId: existing?.id });
      // An answer about what was typed before is no longer news.
      if (form.getFieldValue('propertyName')?.trim() !== name) return;
      setNameCheck(answer.available ? 'available' : 'none');
      if (!answer.available) throw new Error(t('validation.propertyNameTaken'));
    },
  };

  const optionsRule = {
    validator: async (_: unknown, options: { label?: string }[] | undefined) => {
      const problems = definitionProblems({
        type: form.getFieldValue('type'),
        options: (options ?? []).map((option) => ({ label: option.label ?? '' })),
      });
      if (problems.options) throw new Error(t(problems.options.key));
    },
  };

  const optionLabelRule = (index: number) => ({
    validator: async () => {
      const options: { label?: string }[] = form.getFieldValue('options') ?? [];
      const problem = definitionProblems({
        type: form.getFieldValue('type'),
        options: options.map((option) => ({ label: option.label ?? '' })),
      })[`options.${index}.label`];
      if (problem) throw new Error(t(problem.key));
    },
  });

  return (
    <AppModal
      open={field !== null}
      title={title}
      onClose={onClose}
      onSubmit={() => form.submit()}
      submitLoading={create.isPending || update.isPending}
      width={560}
    >
      <SchemaForm<typeof FormSchema, Values>
        schema={FormSchema}
        form={form}
        name="custom-field"
        initialValues={initialValues}
        onSubmit={submit}
        onSaved={onClose}
        aria-label={title}
      >
        <Typography.Paragraph>
          <Typography.Text type="secondary">{t('form.location')}: </Typography.Text>
          {t(`locations.${location}`)}
        </Typography.Paragraph>
        <SchemaField name="label" label={t('form.label')}>
          <Input autoComplete="off" autoFocus maxLength={CUSTOM_FIELD_LIMITS.labelMax} />
        </SchemaField>
        <SchemaField
          name="propertyName"
          label={t('form.propertyName')}
          extra={
            <>
              {t('form.propertyNameHelp')}
              <div role="status">{nameCheck === 'none' ? null : t(nameCheck === 'checking' ? 'form.checking' : 'form.available')}</div>
            </>
          }
          validateDebounce={500}
          hasFeedback
          rules={[propertyNameRule]}
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            maxLength={CUSTOM_FIELD_LIMITS.propertyNameMax}
            onChange={() => (nameTyped.current = true)}
          />
        </SchemaField>
        <SchemaField
          name="type"
          label={t('form.type')}
          extra={typeLocked ? t('form.typeLocked', { count: format.count(existing!.valueCount) }) : undefined}
        >
          <Select
            disabled={typeLocked}
            options={CUSTOM_FIELD_TYPE_NAMES.map((name) => ({ value: CUSTOM_FIELD_TYPES[name], label: t(`types.${name}`) }))}
          />
        </SchemaField>
        {type !== undefined && isChoiceType(type) && (
          <Form.List name="options" rules={[optionsRule]}>
            {(items, { add, remove }, { errors }) => (
              <Form.Item label={t('form.options')} required>
                {items.map((item, index) => (
                  <Space.Compact key={item.key} block style={{ marginBottom: 8 }}>
                    <Form.Item
                      name={[item.name, 'label']}
                      noStyle
                      rules={[{ required: true, whitespace: true, message: t('validation:required') }, optionLabelRule(index)]}
                    >
                      <Input
                        aria-label={t('form.option', { number: index + 1 })}
                        placeholder={t('form.option', { number: index + 1 })}
                        maxLength={CUSTOM_FIELD_LIMITS.optionLabelMax}
                      />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('form.removeOption', { number: index + 1 })}
                      disabled={items.length === 1}
                      onClick={() => remove(item.name)}
                    />
                  </Space.Compact>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => add({ label: '' })}
                  disabled={items.length >= CUSTOM_FIELD_LIMITS.optionsMax}
                >
                  {t('form.addOption')}
                </Button>
                <Form.ErrorList errors={errors} />
              </Form.Item>
            )}
          </Form.List>
        )}
        {type === CUSTOM_FIELD_TYPES.fiveScalesOptions && (
          <Typography.Paragraph type="secondary">
            {t('form.fiveScalesHelp', { levels: FIVE_SCALE_LEVELS.map((level) => `${level} ${t(`fiveScales.${level}`)}`).join(', ') })}
          </Typography.Paragraph>
        )}
        <Space size={32} wrap>
          <SchemaField name="required" label={t('form.required')} valuePropName="checked" tooltip={t('form.requiredHelp')}>
            <Switch />
          </SchemaField>
          <SchemaField name="active" label={t('form.active')} valuePropName="checked">
            <Switch />
          </SchemaField>
        </Space>
      </SchemaForm>
    </AppModal>
  );
}
