import { useState } from 'react';
import { Form, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { usePermissionTemplates } from '../api/list-permission-templates.ts';
import { useAllRoles } from '../api/list-roles.ts';
import type { GrantsSource } from './editor-params.ts';

type Start = GrantsSource['kind'];

/**
 * How a new role (or template) starts: blank, a copy of a permission template, or a copy of a
 * role. Offers only the sources the caller may read.
 */
export function AddFromModal(props: {
  readonly open: boolean;
  readonly title: string;
  readonly sources: readonly Start[];
  readonly onCancel: () => void;
  readonly onChoose: (source: GrantsSource) => void;
}) {
  const { t } = useTranslation('access');
  const canReadTemplates = useMenuAccess('permissionTemplates') !== undefined;
  const canReadRoles = useMenuAccess('roles') !== undefined;
  const starts = props.sources.filter((start) => (start === 'template' ? canReadTemplates : start === 'role' ? canReadRoles : true));
  const [start, setStart] = useState<Start>('blank');
  const [sourceId, setSourceId] = useState<string | undefined>();
  const templates = usePermissionTemplates({ enabled: props.open && start === 'template' });
  const roles = useAllRoles({ enabled: props.open && start === 'role' });
  const ready = start === 'blank' || sourceId !== undefined;

  const labels = { blank: t('roles.add.blank'), template: t('roles.add.template'), role: t('roles.add.role') } satisfies Record<
    Start,
    string
  >;
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={t('roles.add.continue')}
      cancelText={t('common:cancel')}
      okButtonProps={{ disabled: !ready }}
      onCancel={props.onCancel}
      onOk={() => props.onChoose(start === 'blank' || !sourceId ? { kind: 'blank' } : { kind: start, id: sourceId })}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('roles.add.startFrom')}>
          <Radio.Group
            vertical
            value={start}
            onChange={(event) => {
              setStart(event.target.value as Start);
              setSourceId(undefined);
            }}
            options={starts.map((value) => ({ value, label: labels[value] }))}
          />
        </Form.Item>
        {start === 'template' && (
          <Form.Item label={t('roles.add.chooseTemplate')} htmlFor="add-from-template">
            <Select
              id="add-from-template"
              showSearch={{ optionFilterProp: 'label' }}
              loading={templates.isPending}
              value={sourceId}
              onChange={setSourceId}
              options={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
            />
          </Form.Item>
        )}
        {start === 'role' && (
          <Form.Item label={t('roles.add.chooseRole')} htmlFor="add-from-role">
            <Select
              id="add-from-role"
              showSearch={{ optionFilterProp: 'label' }}
              loading={roles.isPending}
              value={sourceId}
              onChange={setSourceId}
              options={(roles.data ?? []).filter((role) => role.name !== undefined).map((role) => ({ value: role.id, label: role.name! }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
