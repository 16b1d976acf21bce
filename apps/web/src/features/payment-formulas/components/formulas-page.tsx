import { useState } from 'react';
import { Button, Empty, Space, Table, Tag, Typography } from 'antd';
import { BookOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { listPaymentFormulas, type PaymentFormula } from '@tenaga/contracts/modules/payment-formulas.contracts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useDeletePaymentFormula } from '../api/payment-formulas.mutations.ts';
import { FormulaWorkspace } from './formula-workspace.tsx';
import { TemplateDrawer } from './template-drawer.tsx';

/**
 * Settings › Payment formula › Formulas: the company's formulas; one opens in its workspace (editor,
 * live preview, versions, usage), a new one starts empty or from a country's statutory template.
 */
export default function FormulasPage() {
  const [params, setParams] = useSearchParams();
  const open = params.get('formula');
  const show = (id: string | null) => setParams(id ? { formula: id } : {});
  return open ? (
    <FormulaWorkspace id={open === 'new' ? null : open} onClose={() => show(null)} onOpen={show} />
  ) : (
    <FormulaList onOpen={show} />
  );
}

function FormulaList({ onOpen }: { readonly onOpen: (id: string) => void }) {
  const { t } = useTranslation('paymentFormulas');
  const canEdit = useMenuAccess('paymentFormulaLegacy') === 'edit';
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const formulas = useContractQuery(listPaymentFormulas);
  const remove = useDeletePaymentFormula();
  const [adopting, setAdopting] = useState(false);

  const confirmDelete = (formula: PaymentFormula) =>
    modal.confirm({
      title: t('delete.title', { name: formula.name }),
      content: t('delete.body'),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(formula.id).then(() => message.success(t('delete.done', { name: formula.name })), showError),
    });

  return (
    <Page
      title={t('menu:paymentFormulaLegacy')}
      extra={
        canEdit && (
          <Space wrap>
            <Button icon={<BookOutlined aria-hidden />} onClick={() => setAdopting(true)}>
              {t('templates.open')}
            </Button>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => onOpen('new')}>
              {t('add')}
            </Button>
          </Space>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <QueryState isPending={formulas.isPending} error={formulas.error} onRetry={() => void formulas.refetch()}>
        <Table<PaymentFormula>
          rowKey="id"
          dataSource={formulas.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('empty')} /> }}
          columns={[
            {
              key: 'name',
              title: t('fields.name'),
              render: (_, formula) => (
                <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(formula.id)}>
                  {formula.name}
                </Button>
              ),
            },
            { key: 'kind', title: t('fields.kind'), render: (_, formula) => t(`kinds.${formula.kind}`) },
            { key: 'country', title: t('fields.country'), render: (_, formula) => <Tag>{formula.country}</Tag> },
            {
              key: 'currentVersion',
              title: t('fields.version'),
              render: (_, formula) => t('versions.number', { number: formula.currentVersion }),
            },
            { key: 'employees', title: t('fields.employees'), align: 'right', render: (_, formula) => format.count(formula.employees) },
            { key: 'updatedAt', title: t('fields.updatedAt'), render: (_, formula) => format.dateTime(formula.updatedAt) },
            {
              key: 'actions',
              title: t('fields.actions'),
              render: (_, formula) => (
                <Space size={0} wrap role="group" aria-label={t('actionsFor', { name: formula.name })}>
                  <Button
                    type="link"
                    size="small"
                    icon={<EditOutlined aria-hidden />}
                    onClick={() => onOpen(formula.id)}
                    aria-label={`${canEdit ? t('common:edit') : t('view')}: ${formula.name}`}
                  >
                    {canEdit ? t('common:edit') : t('view')}
                  </Button>
                  {canEdit && (
                    <Button
                      type="link"
                      size="small"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      onClick={() => confirmDelete(formula)}
                      aria-label={`${t('common:delete')}: ${formula.name}`}
                    >
                      {t('common:delete')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </QueryState>
      <TemplateDrawer open={adopting} onClose={() => setAdopting(false)} onAdopted={onOpen} />
    </Page>
  );
}
