import { useState } from 'react';
import { Button, Form, Input, Select, Space, Table, Typography, Upload } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  createCompanyDocument,
  DOCUMENT_CATEGORIES,
  DOCUMENT_MAX_BYTES,
  listCompanyDocuments,
  type CompanyDocument,
  type DocumentCategory,
} from '@tenaga/contracts/modules/company-documents.contracts';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { saveBlob } from '../../../lib/download.ts';
import { fileToBase64 } from '../../../lib/file-data.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import {
  downloadDocumentFile,
  useCreateCompanyDocument,
  useDeleteCompanyDocument,
  useUpdateCompanyDocument,
} from '../api/company-documents.queries.ts';

const ACCEPT =
  '.pdf,.docx,.png,.jpg,.jpeg,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/png,image/jpeg';

type Values = { name?: string; category?: DocumentCategory; file?: { fileName: string; data: string } };

/** Uploads a template or changes one: its name, its category and, when chosen, a new file. */
function DocumentDrawer({ document, onClose }: { readonly document: CompanyDocument | 'new' | null; readonly onClose: () => void }) {
  const { t } = useTranslation('settings');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreateCompanyDocument();
  const update = useUpdateCompanyDocument();
  const existing = document === 'new' ? null : document;
  const [chosen, setChosen] = useState<string | null>(null);

  const submit = async (values: Values) => {
    const body = { name: values.name ?? '', category: values.category ?? 'other' };
    // The file's fields stay empty until one is chosen: a change without one keeps the file.
    const file = values.file?.data ? { fileName: values.file.fileName, data: values.file.data } : undefined;
    if (existing) await update.mutateAsync({ id: existing.id, version: existing.version, ...body, ...(file ? { file } : {}) });
    else await create.mutateAsync({ ...body, file: file ?? { fileName: '', data: '' } });
    message.success(t('documents.saved', { name: body.name }));
  };

  const pick = async (file: File) => {
    if (file.size > DOCUMENT_MAX_BYTES) {
      message.error(t('validation:documentSize'));
      return false;
    }
    form.setFieldsValue({ file: { fileName: file.name, data: await fileToBase64(file) } });
    void form.validateFields([['file', 'data']]).catch(() => undefined);
    setChosen(file.name);
    return false;
  };

  // The chosen file goes into the form's values; the field shows its name.
  const picker = (
    <Space direction="vertical">
      <Upload accept={ACCEPT} showUploadList={false} beforeUpload={(file) => pick(file)}>
        <Button icon={<UploadOutlined aria-hidden />}>{existing ? t('documents.replaceFile') : t('documents.chooseFile')}</Button>
      </Upload>
      <Typography.Text type="secondary">{chosen ?? existing?.fileName ?? t('documents.noFile')}</Typography.Text>
    </Space>
  );

  return (
    <FormDrawer
      open={document !== null}
      title={existing ? t('documents.editTitle') : t('documents.newTitle')}
      form={form}
      onClose={onClose}
      width={480}
      footer={{ saving: create.isPending || update.isPending }}
    >
      <SchemaForm
        schema={createCompanyDocument.body}
        form={form}
        name="companyDocument"
        initialValues={existing ? { name: existing.name, category: existing.category } : {}}
        onSubmit={submit}
        onSaved={onClose}
        guardUnsaved={false}
        aria-label={t('documents.title')}
      >
        <SchemaField name="name" label={t('documents.name')}>
          <Input maxLength={120} autoComplete="off" />
        </SchemaField>
        <SchemaField name="category" label={t('documents.category')}>
          <Select options={DOCUMENT_CATEGORIES.map((category) => ({ value: category, label: t(`documents.categories.${category}`) }))} />
        </SchemaField>
        {existing ? (
          // Changing a template keeps its file unless another is chosen.
          <Form.Item name={['file', 'data']} label={t('documents.file')} extra={t('documents.fileHelp')}>
            {picker}
          </Form.Item>
        ) : (
          <SchemaField name={['file', 'data']} label={t('documents.file')} extra={t('documents.fileHelp')}>
            {picker}
          </SchemaField>
        )}
        <Form.Item name={['file', 'fileName']} hidden>
          <Input />
        </Form.Item>
      </SchemaForm>
    </FormDrawer>
  );
}

/** Settings › Document: the company's document templates, each a file with a name and a category. */
export default function DocumentSettingPage() {
  const { t } = useTranslation('settings');
  const canEdit = useMenuAccess('documentSetting') === 'edit';
  const documents = useContractQuery(listCompanyDocuments);
  const remove = useDeleteCompanyDocument();
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const [editing, setEditing] = useState<CompanyDocument | 'new' | null>(null);

  const download = (document: CompanyDocument) =>
    downloadDocumentFile(document.id).then((blob) => saveBlob(blob, document.fileName), showError);
  const confirmRemove = (document: CompanyDocument) =>
    modal.confirm({
      title: t('documents.removeTitle', { name: document.name }),
      content: t('documents.removeBody'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(document.id).then(() => message.success(t('documents.removed', { name: document.name })), showError),
    });

  return (
    <Page
      title={t('menu:documentSetting')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('documents.add')}
          </Button>
        )
      }
    >
      <QueryState isPending={documents.isPending} error={documents.error} onRetry={() => void documents.refetch()}>
        <div data-table-label={t('documents.title')}>
          <Table<CompanyDocument>
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={documents.data ?? []}
            locale={{ emptyText: t('documents.empty') }}
            columns={[
              { key: 'name', title: t('documents.name'), render: (_, document) => document.name },
              { key: 'category', title: t('documents.category'), render: (_, document) => t(`documents.categories.${document.category}`) },
              {
                key: 'file',
                title: t('documents.file'),
                render: (_, document) => `${document.fileName} (${format.fileSize(document.size)})`,
              },
              { key: 'updatedAt', title: t('documents.updatedAt'), render: (_, document) => format.dateTime(document.updatedAt) },
              {
                key: 'actions',
                title: t('documents.actions'),
                render: (_, document) => (
                  <Space size={0} role="group" aria-label={t('documents.actionsFor', { name: document.name })}>
                    <Button
                      type="link"
                      size="small"
                      icon={<DownloadOutlined aria-hidden />}
                      aria-label={t('documents.downloadOne', { name: document.name })}
                      onClick={() => void download(document)}
                    />
                    {canEdit && (
                      <>
                        <Button
                          type="link"
                          size="small"
                          icon={<EditOutlined aria-hidden />}
                          aria-label={t('documents.editOne', { name: document.name })}
                          onClick={() => setEditing(document)}
                        />
                        <Button
                          type="link"
                          size="small"
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={t('documents.removeOne', { name: document.name })}
                          onClick={() => confirmRemove(document)}
                        />
                      </>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </div>
      </QueryState>
      <DocumentDrawer
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        document={editing}
        onClose={() => setEditing(null)}
      />
    </Page>
  );
}
