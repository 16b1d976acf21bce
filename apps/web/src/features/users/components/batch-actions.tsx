import { useState } from 'react';
import { Button, Dropdown, Modal, Select, Typography, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { deleteUser, getRoleOptions, updateUser, type User } from '@tenaga/contracts/modules/users.contracts';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { useContractCache } from '../../../lib/contract-cache.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFeedback } from '../../../components/feedback/notices.tsx';

type Action = { kind: 'role'; roleId: string } | { kind: 'active'; active: boolean } | { kind: 'delete' };

/**
 * One change for several accounts: one call per account (each with its own version and audit
 * entry), then a summary that names each account that could not be changed and why.
 */
export function BatchActions({ users, onDone }: { readonly users: readonly User[]; readonly onDone: () => void }) {
  const { t } = useTranslation('users');
  const { modal, message } = useFeedback();
  const cache = useContractCache();
  const roles = useContractQuery(getRoleOptions);
  const [choosingRole, setChoosingRole] = useState(false);
  const [roleId, setRoleId] = useState<string>();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const run = async (action: Action) => {
    const failures: string[] = [];
    setProgress({ done: 0, total: users.length });
    for (const [index, user] of users.entries()) {
      try {
        if (action.kind === 'delete') await callApi(deleteUser, { params: { id: user.id } });
        else
          await callApi(updateUser, {
            body: {
              id: user.id,
              version: user.version,
              ...(action.kind === 'role' ? { roleId: action.roleId } : { active: action.active }),
            },
          });
      } catch (error) {
        failures.push(`${user.fullName}: ${error instanceof ApiError ? error.message : t('errors:warningDefaultMsg')}`);
      }
      setProgress({ done: index + 1, total: users.length });
    }
    setProgress(null);
    await cache.refreshAfter([action.kind === 'delete' ? deleteUser : updateUser]);
    onDone();
    const succeeded = users.length - failures.length;
    if (failures.length === 0) message.success(t('batch.done', { count: succeeded }));
    else
      modal.warning({
        title: t('batch.partly', { count: succeeded, failed: failures.length }),
        content: (
          <ul>
            {failures.map((failure) => (
              <li key={failure}>{failure}</li>
            ))}
          </ul>
        ),
      });
  };

  const confirm = (action: Action, title: string) =>
    modal.confirm({
      title,
      content: t('batch.confirm', { count: users.length }),
      okButtonProps: { danger: action.kind === 'delete' },
      cancelText: t('common:cancel'),
      onOk: () => run(action),
    });

  const items: MenuProps['items'] = [
    { key: 'role', label: t('batch.role'), onClick: () => setChoosingRole(true) },
    { key: 'activate', label: t('batch.activate'), onClick: () => confirm({ kind: 'active', active: true }, t('batch.activate')) },
    { key: 'deactivate', label: t('batch.deactivate'), onClick: () => confirm({ kind: 'active', active: false }, t('batch.deactivate')) },
    { type: 'divider' },
    { key: 'delete', label: t('batch.delete'), danger: true, onClick: () => confirm({ kind: 'delete' }, t('batch.delete')) },
  ];

  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']} disabled={progress !== null}>
        <Button loading={progress !== null}>
          {progress ? t('batch.progress', progress) : t('batch.open', { count: users.length })} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <Modal
        open={choosingRole}
        title={t('batch.role')}
        okText={t('common:save')}
        cancelText={t('common:cancel')}
        okButtonProps={{ disabled: !roleId }}
        onCancel={() => setChoosingRole(false)}
        onOk={() => {
          setChoosingRole(false);
          if (roleId) void run({ kind: 'role', roleId });
        }}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('batch.confirm', { count: users.length })}</Typography.Paragraph>
        <Select
          aria-label={t('form.role')}
          style={{ width: '100%' }}
          value={roleId}
          onChange={setRoleId}
          options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.text }))}
          placeholder={t('form.chooseRole')}
        />
      </Modal>
    </>
  );
}
