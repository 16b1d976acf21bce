import { useState } from 'react';
import dayjs from 'dayjs';
import { Button, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  getPaymentFormulaVersion,
  type FormulaVersion,
  type PaymentFormulaDetail,
} from '@tenaga/contracts/modules/payment-formulas.contracts';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { AppModal } from '../../../components/modal/modal.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useMenuAccess } from '../../../lib/session-context.tsx';
import { useRestoreFormulaVersion } from '../api/payment-formulas.mutations.ts';

/** Every version, newest first; an older one opens read only and can be restored as a new version. */
export function FormulaVersions({ formula }: { readonly formula: PaymentFormulaDetail }) {
  const { t } = useTranslation('paymentFormulas');
  const canEdit = useMenuAccess('paymentFormulaLegacy') === 'edit';
  const format = useFormat();
  const { modal, message } = useFeedback();
  const showError = useErrorNotice();
  const restore = useRestoreFormulaVersion();
  const [viewing, setViewing] = useState<number | null>(null);
  const today = dayjs().tz(format.region.timezone).format('YYYY-MM-DD');
  const latestFrom = formula.versions[0]?.effectiveFrom ?? today;
  const restoreFrom = latestFrom > today ? latestFrom : today;

  const confirmRestore = (version: FormulaVersion) =>
    modal.confirm({
      title: t('versions.restoreTitle', { number: version.number }),
      content: t('versions.restoreBody', { number: formula.currentVersion + 1, date: format.calendarDate(restoreFrom) }),
      okText: t('versions.restore'),
      cancelText: t('common:cancel'),
      onOk: () =>
        restore
          .mutateAsync({ id: formula.id, number: version.number, effectiveFrom: restoreFrom, version: formula.version })
          .then((saved) => message.success(t('versions.saved', { number: saved.currentVersion })), showError),
    });

  return (
    <>
      <Table<FormulaVersion>
        rowKey="number"
        pagination={false}
        dataSource={formula.versions}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'number',
            title: t('fields.version'),
            render: (_, version) => (
              <Space>
                {t('versions.number', { number: version.number })}
                {version.number === formula.currentVersion && <Tag color="green">{t('versions.current')}</Tag>}
                {version.restoredFrom !== null && <Tag>{t('versions.restoredFrom', { number: version.restoredFrom })}</Tag>}
              </Space>
            ),
          },
          { key: 'effectiveFrom', title: t('fields.effectiveFrom'), render: (_, version) => format.calendarDate(version.effectiveFrom) },
          { key: 'createdAt', title: t('versions.savedAt'), render: (_, version) => format.dateTime(version.createdAt) },
          { key: 'createdBy', title: t('versions.savedBy'), render: (_, version) => version.createdBy ?? '—' },
          {
            key: 'actions',
            title: t('fields.actions'),
            render: (_, version) => (
              <Space size={0} wrap>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setViewing(version.number)}
                  aria-label={t('versions.viewNumber', { number: version.number })}
                >
                  {t('view')}
                </Button>
                {canEdit && version.number !== formula.currentVersion && (
                  <Button type="link" size="small" onClick={() => confirmRestore(version)}>
                    {t('versions.restore')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <VersionModal formulaId={formula.id} number={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

/** One version as it was saved, read only (fetched on its own: what a payrun that used it would show). */
function VersionModal({
  formulaId,
  number,
  onClose,
}: {
  readonly formulaId: string;
  readonly number: number | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('paymentFormulas');
  const format = useFormat();
  const version = useContractQuery(
    getPaymentFormulaVersion,
    { params: { id: formulaId, number: number ?? 1 } },
    { enabled: number !== null },
  );
  return (
    <AppModal open={number !== null} onClose={onClose} hideFooter title={t('versions.viewTitle', { number: number ?? 0 })}>
      {version.data && (
        <>
          <Typography.Paragraph type="secondary">
            {t('versions.readOnly', { date: format.calendarDate(version.data.effectiveFrom) })}
          </Typography.Paragraph>
          <pre
            aria-label={t('fields.source')}
            style={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', background: 'rgba(0,0,0,0.04)', padding: 12 }}
          >
            {version.data.source}
          </pre>
          <Typography.Text type="secondary">{t('versions.reads', { names: version.data.variablesUsed.join(', ') || '—' })}</Typography.Text>
        </>
      )}
    </AppModal>
  );
}
