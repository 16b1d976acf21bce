import { useMemo, useState } from 'react';
import { Alert, Button, Input, List, Modal, Result, Select, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getRoleOptions, getUnassignedEmployees, type generateEmployeeUsers } from '@tenaga/contracts/modules/users.contracts';
import type { ResponseOf } from '@tenaga/contracts/route';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useErrorNotice } from '../../../components/feedback/notices.tsx';
import { QueryState } from '../../../components/page/page.tsx';
import { useGenerateUsers } from '../api/users.queries.ts';

type Outcome = ResponseOf<typeof generateEmployeeUsers>;

/**
 * Accounts for employees who have none (spec §7 employees/user/generate): pick them and a role;
 * each gets a username from their mail address or employment number, and those with an address a
 * link to choose their password.
 */
export function GenerateAccountsModal({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation('users');
  const showError = useErrorNotice();
  const employees = useContractQuery(getUnassignedEmployees, undefined, { enabled: open });
  const roles = useContractQuery(getRoleOptions, undefined, { enabled: open });
  const generate = useGenerateUsers();
  const [selected, setSelected] = useState<string[]>([]);
  const [roleId, setRoleId] = useState<string>();
  const [search, setSearch] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const visible = useMemo(() => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return (employees.data ?? []).filter((employee) =>
      words.every((word) => `${employee.text} ${employee.email ?? ''}`.toLowerCase().includes(word)),
    );
  }, [employees.data, search]);
  const names = new Map((employees.data ?? []).map((employee) => [employee.id, employee.text]));

  const close = () => {
    setSelected([]);
    setOutcome(null);
    setSearch('');
    onClose();
  };
  const submit = () =>
    generate.mutateAsync({ employeeIds: selected, roleId: roleId! }).then((result) => {
      setOutcome(result);
      setSelected([]);
    }, showError);

  return (
    <Modal
      open={open}
      title={t('generate.title')}
      onCancel={close}
      width={720}
      destroyOnHidden
      footer={
        outcome ? (
          <Button type="primary" onClick={close}>
            {t('common:close')}
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>{t('common:cancel')}</Button>
            <Button type="primary" disabled={selected.length === 0 || !roleId} loading={generate.isPending} onClick={() => void submit()}>
              {t('generate.ok', { count: selected.length })}
            </Button>
          </Space>
        )
      }
    >
      {outcome ? (
        <Result
          status={outcome.skipped.length ? 'warning' : 'success'}
          title={t('generate.created', { count: outcome.created.length })}
          extra={
            <List
              size="small"
              dataSource={[
                ...outcome.created.map((item) => ({
                  key: item.userId,
                  text: `${names.get(item.employeeId) ?? ''} → ${item.username}`,
                  tag: item.invited ? t('generate.invited') : t('generate.noMail'),
                })),
                ...outcome.skipped.map((item) => ({
                  key: item.employeeId,
                  text: names.get(item.employeeId) ?? item.employeeId,
                  tag: t(item.reasonKey),
                })),
              ]}
              renderItem={(item) => (
                <List.Item>
                  <Typography.Text>{item.text}</Typography.Text> <Tag>{item.tag}</Tag>
                </List.Item>
              )}
            />
          }
        />
      ) : (
        <QueryState isPending={employees.isPending} error={employees.error} onRetry={() => void employees.refetch()}>
          <Typography.Paragraph type="secondary">{t('generate.help')}</Typography.Paragraph>
          {employees.data?.length === 0 ? (
            <Alert type="info" showIcon title={t('generate.none')} />
          ) : (
            <>
              <Space wrap style={{ marginBottom: 12 }}>
                <Input.Search
                  allowClear
                  aria-label={t('common:search')}
                  placeholder={t('common:search')}
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  style={{ width: 260 }}
                />
                <Select
                  aria-label={t('form.role')}
                  placeholder={t('form.chooseRole')}
                  value={roleId}
                  onChange={setRoleId}
                  options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.text }))}
                  style={{ width: 220 }}
                />
              </Space>
              <Table
                rowKey="id"
                size="small"
                dataSource={visible}
                pagination={{ pageSize: 8, showSizeChanger: false }}
                scroll={{ x: 'max-content' }}
                rowSelection={{
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(String)),
                  preserveSelectedRowKeys: true,
                }}
                columns={[
                  { key: 'text', dataIndex: 'text', title: t('columns.employee') },
                  {
                    key: 'email',
                    dataIndex: 'email',
                    title: t('columns.email'),
                    render: (email: string | null) => email ?? <Typography.Text type="secondary">{t('generate.noMail')}</Typography.Text>,
                  },
                ]}
              />
            </>
          )}
        </QueryState>
      )}
    </Modal>
  );
}
