import { useState } from 'react';
import { Form, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DeploymentSchema, getEmployeeDeployments } from '@tenaga/contracts';
import { QueryState } from '../../../../components/page/page.tsx';
import { SchemaForm } from '../../../../components/form/schema-form.tsx';
import { useFeedback } from '../../../../components/feedback/notices.tsx';
import { useFormat } from '../../../../lib/format.ts';
import { useContractQuery } from '../../../../lib/contract-query.ts';
import { useSaveDeployments } from '../../api/employees.mutations.ts';
import { applyServerErrors } from '../../model/apply-server-errors.ts';
import { buildCreateBody, type AddEmployeeValues } from '../../model/create-body.ts';
import { DeploymentFields } from '../record/deployment-fields.tsx';
import { SectionCard } from './section-card.tsx';
import { EditButton, EditFooter } from './section-editing.tsx';

const DeploymentsFormSchema = z.strictObject({ deployments: z.array(DeploymentSchema) });

/** Where the employee is deployed: contract and location rows, replaced together on save. */
export function DeploymentsSection({ employeeId }: { readonly employeeId: string }) {
  const { t } = useTranslation('employees');
  const { message } = useFeedback();
  const format = useFormat();
  const query = useContractQuery(getEmployeeDeployments, { params: { id: employeeId } });
  const save = useSaveDeployments();
  const [form] = Form.useForm<AddEmployeeValues>();
  const [editing, setEditing] = useState(false);
  if (query.data?.level === 'none') return null;

  const rows = query.data?.deployments ?? [];
  const initialValues = {
    deployments: rows.map((row) => ({ contractId: row.contractId, locationId: row.locationId || undefined, from: row.from, to: row.to })),
  };
  const date = (value: string | null) => (value ? format.calendarDate(value) : '—');

  const submit = async (values: AddEmployeeValues) => {
    try {
      await save.mutateAsync({ id: employeeId, version: query.data!.version, deployments: buildCreateBody(values).deployments ?? [] });
    } catch (error) {
      applyServerErrors(form, error, { collapse: [] });
      throw error;
    }
    message.success(t('profile.saved'));
  };

  return (
    <SectionCard
      id="deploymentDetail"
      title={t('sections.deployments')}
      extra={
        query.data?.level === 'edit' && !editing && <EditButton section={t('sections.deployments')} onClick={() => setEditing(true)} />
      }
    >
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        {editing ? (
          <SchemaForm<typeof DeploymentsFormSchema, AddEmployeeValues>
            schema={DeploymentsFormSchema}
            form={form}
            initialValues={initialValues}
            onSubmit={submit}
            onSaved={() => setEditing(false)}
            aria-label={t('sections.deployments')}
            name="employee-deployments"
          >
            <DeploymentFields />
            <EditFooter form={form} saving={save.isPending} onCancel={() => setEditing(false)} />
          </SchemaForm>
        ) : (
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={rows}
            locale={{ emptyText: t('deployments.empty') }}
            columns={[
              { key: 'contract', title: t('deployments.contract'), render: (_, row) => row.contractName },
              { key: 'location', title: t('deployments.location'), render: (_, row) => row.locationName ?? '—' },
              { key: 'from', title: t('deployments.from'), render: (_, row) => date(row.from) },
              { key: 'to', title: t('deployments.to'), render: (_, row) => date(row.to) },
            ]}
          />
        )}
      </QueryState>
    </SectionCard>
  );
}
