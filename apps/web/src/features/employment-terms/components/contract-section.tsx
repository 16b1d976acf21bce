import { useRef, useState, type ReactNode } from 'react';
import { Button, Col, Empty, Grid, Row, Space, Table, Tag, Typography } from 'antd';
import { DownloadOutlined, EditOutlined, PaperClipOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_DOCUMENT_MAX_BYTES,
  CONTRACT_DOCUMENT_TYPES,
  getEmploymentContract,
  type EmploymentContractTerm,
} from '@tenaga/contracts/modules/employment-terms.contracts';
import { QueryState } from '../../../components/page/page.tsx';
import { SectionCard } from '../../../components/section-card/section-card.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { fileToBase64 } from '../../../lib/file-data.ts';
import { useFormat } from '../../../lib/format.ts';
import { downloadSignedContract, useTermsLevel, useUploadContractDocument } from '../api/employment-terms.api.ts';
import { ContractTermModal, type TermDialog } from './contract-term-modal.tsx';

type DocumentType = (typeof CONTRACT_DOCUMENT_TYPES)[number];

/**
 * The employment contract on the profile (#contractDetail): the current term, its signed document,
 * and the earlier terms it renewed. Those who may change it add, edit or renew a term and attach the
 * signed contract (PDF, PNG or JPEG up to 5 MB); the others read it.
 */
export default function ContractSection({ employeeId }: { readonly employeeId: string }) {
  const { t } = useTranslation('employmentTerms');
  const level = useTermsLevel(employeeId, 'employmentContract');
  const query = useContractQuery(
    getEmploymentContract,
    { params: { id: employeeId } },
    { enabled: level.data !== undefined && level.data !== 'none' },
  );
  const [dialog, setDialog] = useState<TermDialog | null>(null);
  if (level.data === 'none') return null;
  const data = query.data;
  const canEdit = data?.level === 'edit';
  const current = data?.current ?? null;

  return (
    <SectionCard
      id="contractDetail"
      title={t('contract.title')}
      extra={
        canEdit && (
          <Space wrap>
            {current ? (
              <>
                <Button icon={<EditOutlined aria-hidden />} onClick={() => setDialog({ mode: 'edit', term: current })}>
                  {t('contract.edit')}
                </Button>
                <Button icon={<ReloadOutlined aria-hidden />} onClick={() => setDialog({ mode: 'renew', term: current })}>
                  {t('contract.renew')}
                </Button>
              </>
            ) : (
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ mode: 'add' })}>
                {t('contract.add')}
              </Button>
            )}
          </Space>
        )
      }
    >
      <QueryState isPending={level.isPending || query.isPending} error={level.error ?? query.error} onRetry={() => void query.refetch()}>
        {data && (
          <>
            {current ? (
              <CurrentTerm employeeId={employeeId} term={current} canEdit={canEdit} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('contract.none')} />
            )}
            {data.history.length > 0 && <EarlierTerms employeeId={employeeId} terms={data.history} />}
          </>
        )}
      </QueryState>
      {data && <ContractTermModal employeeId={employeeId} types={data.types} dialog={dialog} onClose={() => setDialog(null)} />}
    </SectionCard>
  );
}

function useTermText() {
  const { t } = useTranslation('employmentTerms');
  const format = useFormat();
  const date = (value: string | null) => (value ? format.calendarDate(value) : '—');
  const notice = (term: EmploymentContractTerm) =>
    term.noticeValue > 0 ? t(`kets.units.${term.noticeUnit}`, { count: term.noticeValue }) : '—';
  return { date, notice, type: (term: EmploymentContractTerm) => t(`contract.types.${term.contractType}`) };
}

function CurrentTerm({
  employeeId,
  term,
  canEdit,
}: {
  readonly employeeId: string;
  readonly term: EmploymentContractTerm;
  readonly canEdit: boolean;
}) {
  const { t } = useTranslation('employmentTerms');
  const text = useTermText();
  const wide = Grid.useBreakpoint().md ?? true;
  const values: [string, string][] = [
    ['contractType', text.type(term)],
    ['startDate', text.date(term.startDate)],
    ['endDate', text.date(term.endDate)],
    ['probationEndDate', text.date(term.probationEndDate)],
    ['confirmationDate', text.date(term.confirmationDate)],
    ['noticeValue', text.notice(term)],
  ];
  return (
    <>
      <Row gutter={[16, wide ? 16 : 8]} style={{ margin: 0 }}>
        {values.map(([field, shown]) => (
          <Col key={field} xs={24} md={12} xl={8} style={{ paddingInline: 0 }}>
            <LabelledValue label={t(`contract.fields.${field}`)} wide={wide}>
              {shown}
            </LabelledValue>
          </Col>
        ))}
        {term.notes && (
          <Col xs={24} style={{ paddingInline: 0 }}>
            <LabelledValue label={t('contract.fields.notes')} wide={wide}>
              {term.notes}
            </LabelledValue>
          </Col>
        )}
        <Col xs={24} style={{ paddingInline: 0 }}>
          {/* Its buttons need the whole width on a phone: the label goes above them. */}
          <LabelledValue label={t('contract.fields.document')} wide>
            <DocumentCell employeeId={employeeId} term={term} canEdit={canEdit} />
          </LabelledValue>
        </Col>
      </Row>
    </>
  );
}

function LabelledValue({ label, wide, children }: { readonly label: string; readonly wide: boolean; readonly children: ReactNode }) {
  // Labels above values in columns; on a phone, label and value side by side (as the record's sections).
  return (
    <dl style={{ margin: 0, display: 'flex', flexDirection: wide ? 'column' : 'row', gap: wide ? 2 : 12 }}>
      <dt style={{ flex: wide ? undefined : '0 0 45%' }}>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </dt>
      <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{children}</dd>
    </dl>
  );
}

/** The signed contract: download it, and (for those who may) attach one or replace it. */
function DocumentCell({
  employeeId,
  term,
  canEdit,
}: {
  readonly employeeId: string;
  readonly term: EmploymentContractTerm;
  readonly canEdit: boolean;
}) {
  const { t } = useTranslation('employmentTerms');
  const { message } = useFeedback();
  const showError = useErrorNotice();
  const upload = useUploadContractDocument();
  const input = useRef<HTMLInputElement>(null);
  const [downloading, setDownloading] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!(CONTRACT_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return void message.error(t('validation:documentType'));
    if (file.size === 0 || file.size > CONTRACT_DOCUMENT_MAX_BYTES) return void message.error(t('validation:documentSize'));
    upload.mutate(
      { id: employeeId, termId: term.id, name: file.name, contentType: file.type as DocumentType, data: await fileToBase64(file) },
      { onSuccess: () => message.success(t('contract.uploaded')), onError: showError },
    );
  };
  const download = () => {
    setDownloading(true);
    downloadSignedContract({ id: employeeId, termId: term.id, fallbackName: term.document?.name ?? 'contract.pdf' })
      .catch(showError)
      .finally(() => setDownloading(false));
  };

  return (
    <Space wrap size={8}>
      {term.document ? (
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={downloading}
          onClick={download}
          aria-label={t('contract.downloadDocument')}
        >
          {term.document.name}
        </Button>
      ) : (
        <Typography.Text type="secondary">{t('contract.noDocument')}</Typography.Text>
      )}
      {canEdit && (
        <>
          <input
            ref={input}
            type="file"
            accept={CONTRACT_DOCUMENT_TYPES.join(',')}
            hidden
            aria-hidden
            tabIndex={-1}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button icon={<PaperClipOutlined aria-hidden />} loading={upload.isPending} onClick={() => input.current?.click()}>
            {term.document ? t('contract.replaceDocument') : t('contract.attach')}
          </Button>
          <Typography.Text type="secondary">{t('contract.attachHint')}</Typography.Text>
        </>
      )}
    </Space>
  );
}

/** The terms the current one renewed, newest first. */
function EarlierTerms({ employeeId, terms }: { readonly employeeId: string; readonly terms: readonly EmploymentContractTerm[] }) {
  const { t } = useTranslation('employmentTerms');
  const text = useTermText();
  return (
    <section aria-label={t('contract.history')} style={{ marginTop: 16 }}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t('contract.history')}
      </Typography.Title>
      <div data-table-label={t('contract.history')}>
        <Table<EmploymentContractTerm>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={[...terms]}
          columns={[
            { key: 'type', title: t('contract.fields.contractType'), render: (_, term) => <Tag>{text.type(term)}</Tag> },
            { key: 'start', title: t('contract.fields.startDate'), render: (_, term) => text.date(term.startDate) },
            { key: 'end', title: t('contract.fields.endDate'), render: (_, term) => text.date(term.endDate) },
            { key: 'notice', title: t('contract.fields.noticeValue'), render: (_, term) => text.notice(term) },
            {
              key: 'document',
              title: t('contract.fields.document'),
              render: (_, term) => <DocumentCell employeeId={employeeId} term={term} canEdit={false} />,
            },
          ]}
        />
      </div>
    </section>
  );
}
