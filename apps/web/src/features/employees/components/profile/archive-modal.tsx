import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { archiveEmployee } from '@tenaga/contracts/modules/employees/lifecycle';
import type { EmployeeBrief } from '@tenaga/contracts/modules/employees/profile';
import { AppModal } from '../../../../components/modal/modal.tsx';
import { SchemaField, SchemaForm } from '../../../../components/form/schema-form.tsx';
import { DateInput } from '../../../../components/date-picker/date-picker.tsx';
import { useFeedback } from '../../../../components/feedback/notices.tsx';
import { useArchiveEmployee } from '../../api/employees.mutations.ts';

const ArchiveFormSchema = archiveEmployee.body.pick({ cessationDate: true });
type ArchiveValues = { cessationDate?: string } & Record<string, unknown>;

/** Archive: asks the cessation date, then for confirmation; the employee leaves the active list from then. */
export function ArchiveModal({
  brief,
  today,
  open,
  onClose,
}: {
  readonly brief: EmployeeBrief;
  readonly today: string;
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('employees');
  const { message, modal } = useFeedback();
  const [form] = Form.useForm<ArchiveValues>();
  const archive = useArchiveEmployee();

  const confirm = async () => {
    await form.validateFields();
    modal.confirm({
      title: t('common:confirmation'),
      content: t('archive.confirm', { name: brief.fullName }),
      okText: t('archive.submit'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => form.submit(),
    });
  };

  const submit = async (values: ArchiveValues) => {
    await archive.mutateAsync({ id: brief.id, version: brief.version, cessationDate: values.cessationDate ?? '' });
    message.success(t('archive.done', { name: brief.fullName }));
  };

  return (
    <AppModal
      open={open}
      title={t('archive.title', { name: brief.fullName })}
      onClose={onClose}
      onSubmit={() => confirm().catch(() => undefined)}
      submitText={t('archive.submit')}
      submitLoading={archive.isPending}
    >
      <Typography.Paragraph>{t('archive.explain')}</Typography.Paragraph>
      <SchemaForm<typeof ArchiveFormSchema, ArchiveValues>
        schema={ArchiveFormSchema}
        form={form}
        initialValues={{ cessationDate: today }}
        onSubmit={submit}
        onSaved={onClose}
        name="employee-archive"
        aria-label={t('archive.title', { name: brief.fullName })}
      >
        <SchemaField name="cessationDate" label={t('archive.cessationDate')}>
          <DateInput style={{ width: '100%' }} />
        </SchemaField>
      </SchemaForm>
    </AppModal>
  );
}
