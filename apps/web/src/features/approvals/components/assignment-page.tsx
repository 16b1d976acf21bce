import { useEffect, useState } from 'react';
import { Alert, Button, Card, Select, Space, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isDefaultAssignment, listAssignments, listWorkflows, type KindAssignments } from '@tenaga/contracts/modules/approvals.contracts';
import { listEmployeeFilters, listEmployeeOptions, type FilterQuery } from '@tenaga/contracts/modules/employees/filters';
import { getDepartmentOptions } from '@tenaga/contracts/modules/organisation.contracts';
import { AdvancedFilter, EMPTY_FILTER_QUERY } from '../../../components/advanced-filter/advanced-filter.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useSaveAssignments } from '../api/approvals.queries.ts';

type Rule = { workflowId?: string; departmentIds: string[]; filter: FilterQuery | null };

/** A rule covers someone: some departments, or a filter with rules or chosen employees. */
const hasCondition = (rule: Rule) => !isDefaultAssignment(rule);

/** The advanced filter's categories and the employees it can name, read once for the page (employees when a picker opens). */
function useFilterChoices() {
  const [pickingEmployees, setPickingEmployees] = useState(false);
  const categories = useContractQuery(listEmployeeFilters);
  const employees = useContractQuery(listEmployeeOptions, undefined, { enabled: pickingEmployees });
  return {
    categories: categories.data ?? [],
    loading: categories.isPending,
    employees: { options: employees.data ?? [], loading: pickingEmployees && employees.isPending, onOpen: () => setPickingEmployees(true) },
  };
}
type FilterChoices = ReturnType<typeof useFilterChoices>;

/**
 * One kind's rules in order (the first that covers the employee decides: its departments and its
 * filter both), then the company default for everyone no rule covers.
 */
function KindCard({
  kind,
  canEdit,
  choices,
}: {
  readonly kind: KindAssignments;
  readonly canEdit: boolean;
  readonly choices: FilterChoices;
}) {
  const { t } = useTranslation('approvals');
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const save = useSaveAssignments();
  const workflows = useContractQuery(listWorkflows);
  const departments = useContractQuery(getDepartmentOptions);
  const initialDefault = kind.assignments.find(isDefaultAssignment)?.workflowId;
  const [defaultId, setDefaultId] = useState<string | undefined>(initialDefault);
  const [rules, setRules] = useState<Rule[]>(kind.assignments.filter((a) => !isDefaultAssignment(a)));
  useEffect(() => {
    setDefaultId(initialDefault);
    setRules(kind.assignments.filter((a) => !isDefaultAssignment(a)));
  }, [kind, initialDefault]);
  const workflowOptions = (workflows.data ?? []).map((w) => ({ value: w.id, label: w.name }));
  const departmentOptions = (departments.data ?? []).map((d) => ({ value: d.id, label: d.text }));
  const complete = rules.every((rule) => rule.workflowId && hasCondition(rule));
  const change = (index: number, patch: Partial<Rule>) => setRules(rules.map((rule, at) => (at === index ? { ...rule, ...patch } : rule)));
  const move = (index: number, by: number) => {
    const next = [...rules];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    setRules(next);
  };

  const submit = () =>
    save
      .mutateAsync({
        kind: kind.kind,
        assignments: [
          ...rules.map((rule) => ({ workflowId: rule.workflowId!, departmentIds: rule.departmentIds, filter: rule.filter })),
          ...(defaultId ? [{ workflowId: defaultId, departmentIds: [], filter: null }] : []),
        ],
      })
      .then(() => message.success(t('assignment.saved')), showError);

  return (
    <Card
      title={t(`kind.${kind.kind}`)}
      size="small"
      extra={
        canEdit && (
          <Button type="primary" size="small" disabled={!complete} loading={save.isPending} onClick={() => void submit()}>
            {t('common:save')}
          </Button>
        )
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {!defaultId && rules.length === 0 && <Alert type="warning" showIcon message={t('assignment.none')} />}
        {!complete && <Alert type="info" showIcon message={t('assignment.incomplete')} />}
        {rules.map((rule, index) => (
          <Space
            key={index}
            wrap
            align="start"
            role="group"
            aria-label={t('assignment.ruleN', { n: index + 1 })}
            style={{ width: '100%', paddingBottom: 8, borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
          >
            <Typography.Text strong>{t('assignment.ruleN', { n: index + 1 })}</Typography.Text>
            <Select
              mode="multiple"
              style={{ minWidth: 220 }}
              placeholder={t('assignment.departments')}
              aria-label={t('assignment.departments')}
              optionFilterProp="label"
              options={departmentOptions}
              value={rule.departmentIds}
              disabled={!canEdit}
              onChange={(departmentIds) => change(index, { departmentIds })}
            />
            {canEdit ? (
              <AdvancedFilter
                mode="modal"
                categories={choices.categories}
                loading={choices.loading}
                value={rule.filter ?? EMPTY_FILTER_QUERY}
                onChange={(filter) => change(index, { filter: hasCondition({ departmentIds: [], filter }) ? filter : null })}
                employees={choices.employees}
              />
            ) : (
              <Typography.Text type="secondary">{rule.filter ? t('assignment.filter') : t('assignment.anyEmployee')}</Typography.Text>
            )}
            <Select
              style={{ minWidth: 200 }}
              placeholder={t('assignment.workflow')}
              aria-label={t('assignment.workflow')}
              options={workflowOptions}
              value={rule.workflowId}
              disabled={!canEdit}
              onChange={(workflowId) => change(index, { workflowId })}
            />
            {canEdit && (
              <Space size={0}>
                <Button
                  type="text"
                  icon={<ArrowUpOutlined aria-hidden />}
                  disabled={index === 0}
                  aria-label={t('assignment.moveUp')}
                  onClick={() => move(index, -1)}
                />
                <Button
                  type="text"
                  icon={<ArrowDownOutlined aria-hidden />}
                  disabled={index === rules.length - 1}
                  aria-label={t('assignment.moveDown')}
                  onClick={() => move(index, 1)}
                />
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('assignment.remove')}
                  onClick={() => setRules(rules.filter((_, at) => at !== index))}
                />
              </Space>
            )}
          </Space>
        ))}
        {canEdit && (
          <Button
            size="small"
            icon={<PlusOutlined aria-hidden />}
            disabled={rules.length >= 49}
            onClick={() => setRules([...rules, { departmentIds: [], filter: null }])}
          >
            {t('assignment.addRule')}
          </Button>
        )}
        <Space wrap>
          <Typography.Text strong>{t('assignment.default')}</Typography.Text>
          <Select
            allowClear
            style={{ minWidth: 220 }}
            aria-label={t('assignment.default')}
            options={workflowOptions}
            value={defaultId}
            disabled={!canEdit}
            onChange={(value?: string) => setDefaultId(value)}
          />
        </Space>
      </Space>
    </Card>
  );
}

/** Settings › Approval assignment: which workflow each kind of request follows, for which employees. */
export default function AssignmentPage() {
  const { t } = useTranslation('approvals');
  const canEdit = useMenuAccess('approvalAssignment') === 'edit';
  const query = useContractQuery(listAssignments);
  const choices = useFilterChoices();
  return (
    <Page title={t('menu:approvalAssignment')}>
      <Typography.Paragraph type="secondary">{t('assignment.hint')}</Typography.Paragraph>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {(query.data ?? []).map((kind) => (
            <KindCard key={kind.kind} kind={kind} canEdit={canEdit} choices={choices} />
          ))}
        </Space>
      </QueryState>
    </Page>
  );
}
