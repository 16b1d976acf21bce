import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { useRole } from '../api/get-role.ts';
import { ExistingRoleForm } from './existing-role-form.tsx';
import { NewRoleForm } from './new-role-form.tsx';
import type { GrantsValues } from './grants-form.tsx';
import type { EditorTarget } from './editor-params.ts';

/** The role editor of the roles page, opened by `?role=…`. */
export function RoleEditorDrawer(props: {
  readonly target: EditorTarget | null;
  readonly onClose: () => void;
  readonly onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('access');
  const [form] = Form.useForm<GrantsValues>();
  const existingId = props.target?.kind === 'existing' ? props.target.id : undefined;
  const role = useRole(existingId);
  const title = props.target?.kind === 'new' ? t('roles.newTitle') : (role.data?.name ?? t('roles.editTitle'));
  return (
    <FormDrawer open={props.target !== null} title={title} form={form} onClose={props.onClose} width={760}>
      {props.target?.kind === 'existing' && (
        <ExistingRoleForm key={props.target.id} id={props.target.id} form={form} onDeleted={props.onClose} />
      )}
      {props.target?.kind === 'new' && (
        <NewRoleForm key={JSON.stringify(props.target.source)} source={props.target.source} form={form} onCreated={props.onCreated} />
      )}
    </FormDrawer>
  );
}
