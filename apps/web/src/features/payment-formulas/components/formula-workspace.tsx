import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getPaymentFormula } from '@tenaga/contracts/modules/payment-formulas.contracts';
import { PageTabs } from '../../../components/page/page-tabs.tsx';
import { Page, QueryState } from '../../../components/page/page.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { FormulaEditor } from './formula-editor.tsx';
import { FormulaUsagePanel } from './formula-usage.tsx';
import { FormulaVersions } from './formula-versions.tsx';

/** One formula: the editor with its live preview, the version history and where it is used. A new one: the editor alone. */
export function FormulaWorkspace({
  id,
  onClose,
  onOpen,
}: {
  readonly id: string | null;
  readonly onClose: () => void;
  readonly onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('paymentFormulas');
  const detail = useContractQuery(getPaymentFormula, { params: { id: id ?? '' } }, { enabled: id !== null });
  const back = (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onClose}>
      {t('back')}
    </Button>
  );
  if (id === null)
    return (
      <Page title={t('newTitle')} extra={back}>
        <FormulaEditor formula={null} onSaved={onOpen} />
      </Page>
    );
  return (
    <Page title={detail.data?.name ?? t('menu:paymentFormulaLegacy')} extra={back}>
      <QueryState isPending={detail.isPending} error={detail.error} onRetry={() => void detail.refetch()}>
        {detail.data && (
          <PageTabs
            items={[
              { key: 'editor', label: t('tabs.editor'), children: <FormulaEditor formula={detail.data} onSaved={onOpen} /> },
              {
                key: 'versions',
                label: t('tabs.versions', { count: detail.data.versions.length }),
                children: <FormulaVersions formula={detail.data} />,
              },
              { key: 'usage', label: t('tabs.usage'), children: <FormulaUsagePanel id={detail.data.id} /> },
            ]}
          />
        )}
      </QueryState>
    </Page>
  );
}
