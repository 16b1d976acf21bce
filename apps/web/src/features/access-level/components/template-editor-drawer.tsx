import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { usePermissionTemplate } from '../api/get-permission-template.ts';
import { ExistingTemplateForm } from './existing-template-form.tsx';
import { NewTemplateForm } from './new-template-form.tsx';
import type { GrantsValues } from './grants-form.tsx';
import type { EditorTarget } from './editor-params.ts';

/** The template editor of the templates page, opened by `?template=…`. */
export function TemplateEditorDrawer(props: {
  readonly target: EditorTarget | null;
  readonly onClose: () => void;
  readonly onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('access');
  const [form] = Form.useForm<GrantsValues>();
  const template = usePermissionTemplate(props.target?.kind === 'existing' ? props.target.id : undefined);
  const title = props.target?.kind === 'new' ? t('templates.newTitle') : (template.data?.name ?? t('templates.editTitle'));
  return (
    <FormDrawer open={props.target !== null} title={title} form={form} onClose={props.onClose} width={760}>
      {props.target?.kind === 'existing' && (
        <ExistingTemplateForm key={props.target.id} id={props.target.id} form={form} onDeleted={props.onClose} />
      )}
      {props.target?.kind === 'new' && (
        <NewTemplateForm key={JSON.stringify(props.target.source)} source={props.target.source} form={form} onCreated={props.onCreated} />
      )}
    </FormDrawer>
  );
}
