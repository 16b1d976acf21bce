import { Button, Card, Form, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  APPROVAL_MODES,
  APPROVER_TYPES,
  CreateWorkflowBodySchema,
  WORKFLOW_LEVELS_MAX,
  type Workflow,
  type WorkflowLevel,
} from '@tenaga/contracts/modules/approvals.contracts';
import { getRoleOptions, getUserSelection } from '@tenaga/contracts/modules/users.contracts';
import { useFeedback } from '../../../components/feedback/notices.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useCreateWorkflow, useUpdateWorkflow } from '../api/approvals.queries.ts';

type Values = { name?: string; levels?: Partial<WorkflowLevel>[] };

const NEW_LEVEL: Partial<WorkflowLevel> = {
  approverType: 'manager',
  managerLevels: 1,
  mode: 'any',
  userIds: [],
  roleId: null,
  escalateAfterDays: null,
};

/** Adds or changes a workflow: its levels in order, each with its approvers, any/all and escalation. */
export function WorkflowDrawer({ workflow, onClose }: { readonly workflow: Workflow | 'new' | null; readonly onClose: () => void }) {
  const { t } = useTranslation('approvals');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreateWorkflow();
  const update = useUpdateWorkflow();
  const existing = workflow === 'new' ? null : workflow;
  const users = useContractQuery(getUserSelection, undefined, { enabled: workflow !== null });
  const roles = useContractQuery(getRoleOptions, undefined, { enabled: workflow !== null });
  const userOptions = (users.data ?? []).map((user) => ({ value: user.id, label: user.text }));
  const required = { required: true, message: t('validation:required') };

  const submit = async (values: Values) => {
    const levels = (values.levels ?? []).map((level) => ({
      approverType: level.approverType ?? 'manager',
      managerLevels: level.managerLevels ?? 1,
      userIds: level.approverType === 'users' ? (level.userIds ?? []) : [],
      roleId: level.approverType === 'role' ? (level.roleId ?? null) : null,
      mode: level.mode ?? 'any',
      escalateAfterDays: level.escalateAfterDays ?? null,
      escalateToUserId: level.escalateToUserId ?? null,
    }));
    const body = { name: values.name ?? '', levels };
    if (existing) await update.mutateAsync({ id: existing.id, version: existing.version, ...body });
    else await create.mutateAsync(body);
    message.success(t('workflow.saved'));
  };

  return (
    <FormDrawer
      open={workflow !== null}
      title={existing ? t('workflow.edit') : t('workflow.add')}
      form={form}
      onClose={onClose}
      width={560}
      footer={{ saving: create.isPending || update.isPending }}
    >
      <SchemaForm
        schema={CreateWorkflowBodySchema}
        form={form}
        name="workflow"
        initialValues={existing ? { name: existing.name, levels: existing.levels } : { levels: [NEW_LEVEL] }}
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={t('workflow.edit')}
      >
        <SchemaField name="name" label={t('workflow.name')}>
          <Input autoComplete="off" autoFocus={!existing} maxLength={100} />
        </SchemaField>
        <Form.List name="levels">
          {(fields, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((field, index) => (
                <Card
                  key={field.key}
                  size="small"
                  title={t('workflow.levelN', { n: index + 1 })}
                  extra={
                    fields.length > 1 && (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={t('workflow.removeLevel')}
                        onClick={() => remove(field.name)}
                      />
                    )
                  }
                >
                  <Form.Item name={[field.name, 'approverType']} label={t('workflow.approverType')} rules={[required]}>
                    <Select options={APPROVER_TYPES.map((type) => ({ value: type, label: t(`workflow.types.${type}`) }))} />
                  </Form.Item>
                  <Form.Item noStyle dependencies={[['levels', field.name, 'approverType']]}>
                    {({ getFieldValue }) => {
                      const type = getFieldValue(['levels', field.name, 'approverType']) as WorkflowLevel['approverType'];
                      if (type === 'manager')
                        return (
                          <Form.Item name={[field.name, 'managerLevels']} label={t('workflow.managerLevels')} rules={[required]}>
                            <InputNumber min={1} max={5} precision={0} style={{ width: '100%' }} />
                          </Form.Item>
                        );
                      if (type === 'departmentHead')
                        return (
                          <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
                            {t('workflow.departmentHeadHint')}
                          </Typography.Paragraph>
                        );
                      if (type === 'users')
                        return (
                          <Form.Item
                            name={[field.name, 'userIds']}
                            label={t('workflow.users')}
                            rules={[{ ...required, type: 'array', min: 1 }]}
                          >
                            <Select
                              mode="multiple"
                              optionFilterProp="label"
                              options={userOptions}
                              loading={users.isPending}
                              maxCount={20}
                            />
                          </Form.Item>
                        );
                      return (
                        <Form.Item name={[field.name, 'roleId']} label={t('workflow.role')} rules={[required]}>
                          <Select
                            optionFilterProp="label"
                            showSearch
                            loading={roles.isPending}
                            options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.text }))}
                          />
                        </Form.Item>
                      );
                    }}
                  </Form.Item>
                  <Form.Item name={[field.name, 'mode']} label={t('workflow.mode')}>
                    <Radio.Group options={APPROVAL_MODES.map((mode) => ({ value: mode, label: t(`workflow.modes.${mode}`) }))} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'escalateAfterDays']}
                    label={t('workflow.escalateAfterDays')}
                    extra={t('workflow.escalationHint')}
                  >
                    <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                  {index === fields.length - 1 && (
                    <Form.Item name={[field.name, 'escalateToUserId']} label={t('workflow.escalateTo')}>
                      <Select allowClear showSearch optionFilterProp="label" options={userOptions} />
                    </Form.Item>
                  )}
                </Card>
              ))}
              <Button
                icon={<PlusOutlined aria-hidden />}
                block
                disabled={fields.length >= WORKFLOW_LEVELS_MAX}
                onClick={() => add(NEW_LEVEL)}
              >
                {t('workflow.addLevel')}
              </Button>
            </Space>
          )}
        </Form.List>
      </SchemaForm>
    </FormDrawer>
  );
}
