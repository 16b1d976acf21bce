import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Grid, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { CheckCircleOutlined, DownloadOutlined, FileDoneOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type z } from 'zod';
import { LANGUAGE_NAMES } from '@tenaga/i18n/web';
import {
  getEmployeeKets,
  issueEmployeeKets,
  type KetsField,
  type KetsForm,
  type KetsIssue,
} from '@tenaga/contracts/modules/employment-terms.contracts';
import { LANGUAGES } from '@tenaga/contracts/region';
import { QueryState } from '../../../components/page/page.tsx';
import { SectionCard } from '../../../components/section-card/section-card.tsx';
import { AppModal } from '../../../components/modal/modal.tsx';
import { SchemaField, SchemaForm } from '../../../components/form/schema-form.tsx';
import { DateInput } from '../../../components/date-picker/date-picker.tsx';
import { useErrorNotice, useFeedback } from '../../../components/feedback/notices.tsx';
import { useContractQuery } from '../../../lib/contract-query.ts';
import { useFormat } from '../../../lib/format.ts';
import { useAuthenticatedSession, useMenuAccess } from '../../../lib/session-context.tsx';
import { downloadKetsPdf, useIssueKets, useTermsLevel } from '../api/employment-terms.api.ts';
import { todayIn } from '../model/dates.ts';
import { fixTarget, shownKetsValue, type FixTarget } from '../model/kets-values.ts';

/**
 * The key employment terms on the profile (#ketsDetail): every item of MOM's template with its value
 * and where it comes from, what is still missing (each with a link to where it is filled in), the
 * Issue button (disabled, with the reason, while something is missing) and the versions issued, each
 * downloadable as its PDF.
 */
export default function KetsSection({ employeeId }: { readonly employeeId: string }) {
  const { t } = useTranslation('employmentTerms');
  const format = useFormat();
  const level = useTermsLevel(employeeId, 'kets');
  const query = useContractQuery(
    getEmployeeKets,
    { params: { id: employeeId } },
    { enabled: level.data !== undefined && level.data !== 'none' },
  );
  const [issuing, setIssuing] = useState(false);
  if (level.data === 'none') return null;
  const kets = query.data;
  const missing = kets?.fields.filter((field) => field.missing) ?? [];
  const canIssue = kets?.level === 'edit';
  const reason = missing.length > 0 ? t('kets.missingCount', { count: missing.length }) : null;

  return (
    <SectionCard
      id="ketsDetail"
      title={t('kets.section')}
      extra={
        canIssue && (
          <Tooltip title={reason}>
            {/* A disabled button gets no pointer events: the tooltip sits on its wrapper, and the reason is also its description. */}
            <span>
              <Button
                type="primary"
                icon={<FileDoneOutlined aria-hidden />}
                disabled={reason !== null}
                aria-describedby={reason ? `kets-issue-reason-${employeeId}` : undefined}
                onClick={() => setIssuing(true)}
              >
                {kets && t(`kets.forms.${kets.form}.issue`)}
              </Button>
            </span>
          </Tooltip>
        )
      }
    >
      <QueryState isPending={level.isPending || query.isPending} error={level.error ?? query.error} onRetry={() => void query.refetch()}>
        {kets && (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Typography.Text type="secondary">{t(`kets.forms.${kets.form}.basis`)}</Typography.Text>
            {!kets.required && <Alert type="info" showIcon message={t('kets.notRequired')} />}
            {kets.dueDate && (
              <Alert
                type={kets.dueDate < todayIn(format.region.timezone) ? 'error' : 'warning'}
                showIcon
                message={t(`kets.forms.${kets.form}.due`, { date: format.calendarDate(kets.dueDate) })}
              />
            )}
            {missing.length > 0 ? (
              <MissingItems fields={missing} reasonId={`kets-issue-reason-${employeeId}`} reason={reason!} />
            ) : (
              <Typography.Text type="success">
                <CheckCircleOutlined aria-hidden /> {t('kets.complete')}
              </Typography.Text>
            )}
            <KetsItems form={kets.form} fields={kets.fields} />
            <Versions employeeId={employeeId} issues={kets.issues} />
          </Space>
        )}
      </QueryState>
      {kets && <IssueModal employeeId={employeeId} form={kets.form} open={issuing} onClose={() => setIssuing(false)} />}
    </SectionCard>
  );
}

function MissingItems({
  fields,
  reason,
  reasonId,
}: {
  readonly fields: readonly KetsField[];
  readonly reason: string;
  readonly reasonId: string;
}) {
  const { t } = useTranslation('employmentTerms');
  const canSetting = useMenuAccess('ketsSetting') !== undefined;
  const canCompany = useMenuAccess('companyAccount') !== undefined;
  const { settingMenu } = useAuthenticatedSession();
  const pathOf = (menu: string) => settingMenu.routes.find((route) => route.name === menu)?.path;
  // One line per place to go, naming the items filled in there.
  const places = new Map<string, { link: ReactNode; items: string[] }>();
  for (const field of fields) {
    const target = fixTarget(field);
    const key = 'anchor' in target ? target.anchor : target.menu;
    const place = places.get(key) ?? { link: linkTo(target), items: [] };
    place.items.push(t(`kets.fields.${field.key}`));
    places.set(key, place);
  }
  function linkTo(target: FixTarget): ReactNode {
    if ('anchor' in target) {
      const place =
        target.anchor === 'contractDetail' ? t('contract.title') : t(`employees:sections.${target.anchor.replace('Detail', '')}`);
      return <a href={`#${target.anchor}`}>{t('kets.fixIn', { place })}</a>;
    }
    const path = pathOf(target.menu);
    const allowed = target.menu === 'ketsSetting' ? canSetting : canCompany;
    const place = t(`menu:${target.menu}`);
    return path && allowed ? <Link to={path}>{t('kets.fixIn', { place })}</Link> : <span>{place}</span>;
  }
  return (
    <Alert
      type="warning"
      showIcon
      message={<span id={reasonId}>{reason}</span>}
      description={
        <section aria-label={t('kets.missingTitle')}>
          <Typography.Text>{t('kets.missingTitle')}</Typography.Text>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {[...places].map(([key, place]) => (
              <li key={key} style={{ marginTop: 4 }}>
                {place.link}
                <div>
                  <Typography.Text type="secondary">{place.items.join(t('kets.listSeparator'))}</Typography.Text>
                </div>
              </li>
            ))}
          </ul>
        </section>
      }
    />
  );
}

/** The template's items by section (in the order the server gives them), each with its value and where it comes from. */
function KetsItems({ form, fields }: { readonly form: KetsForm; readonly fields: readonly KetsField[] }) {
  const { t } = useTranslation('employmentTerms');
  const format = useFormat();
  const phone = !(Grid.useBreakpoint().md ?? true);
  return (
    <>
      {[...new Set(fields.map((field) => field.section))].map((section) => {
        const rows = fields.filter((field) => field.section === section);
        const title = t(`kets.forms.${form}.sections.${section}`);
        return (
          <section key={section} aria-label={title} style={{ marginBottom: 12 }}>
            <Typography.Title level={3} style={{ fontSize: 15, margin: '0 0 8px' }}>
              {title}
            </Typography.Title>
            <div data-table-label={title}>
              <Table<KetsField>
                rowKey="key"
                size="small"
                pagination={false}
                // The same columns in every section, and no sideways scrolling: long texts wrap.
                tableLayout="fixed"
                dataSource={rows}
                columns={[
                  {
                    key: 'item',
                    title: t('kets.item'),
                    width: phone ? '45%' : '40%',
                    render: (_, field) => <span style={{ overflowWrap: 'anywhere' }}>{t(`kets.fields.${field.key}`)}</span>,
                  },
                  {
                    key: 'value',
                    title: t('kets.value'),
                    render: (_, field) => {
                      const shown = shownKetsValue(field, t, format);
                      const value = field.missing ? (
                        <Tag color="red">{t('kets.missing')}</Tag>
                      ) : (
                        <span style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                          {shown ?? <Typography.Text type="secondary">{t('kets.values.notApplicable')}</Typography.Text>}
                        </span>
                      );
                      // On a phone the source goes under the value instead of a third column.
                      if (!phone) return value;
                      return (
                        <Space direction="vertical" size={0}>
                          {value}
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {t('kets.fromSource', { source: t(`kets.sources.${field.source}`) })}
                          </Typography.Text>
                        </Space>
                      );
                    },
                  },
                  ...(phone
                    ? []
                    : [
                        {
                          key: 'source',
                          title: t('kets.from'),
                          render: (_: unknown, field: KetsField) => t(`kets.sources.${field.source}`),
                        },
                      ]),
                ]}
              />
            </div>
          </section>
        );
      })}
    </>
  );
}

function Versions({ employeeId, issues }: { readonly employeeId: string; readonly issues: readonly KetsIssue[] }) {
  const { t } = useTranslation('employmentTerms');
  const format = useFormat();
  const showError = useErrorNotice();
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = (issue: KetsIssue) => {
    setDownloading(issue.id);
    downloadKetsPdf({ id: employeeId, issueId: issue.id, fallbackName: `kets-${issue.number}.pdf` })
      .catch(showError)
      .finally(() => setDownloading(null));
  };
  return (
    <section aria-label={t('kets.versions')}>
      <Typography.Title level={3} style={{ fontSize: 15, margin: '0 0 8px' }}>
        {t('kets.versions')}
      </Typography.Title>
      <div data-table-label={t('kets.versions')}>
        <Table<KetsIssue>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={[...issues]}
          locale={{ emptyText: t('kets.noVersions') }}
          columns={[
            { key: 'number', title: t('kets.version'), render: (_, issue) => issue.number },
            { key: 'date', title: t('kets.issueDate'), render: (_, issue) => format.calendarDate(issue.issueDate) },
            {
              key: 'languages',
              title: t('kets.languages'),
              render: (_, issue) => issue.languages.map((language) => LANGUAGE_NAMES[language]).join(', '),
            },
            { key: 'by', title: t('kets.issuedBy'), render: (_, issue) => issue.issuedBy ?? '—' },
            {
              key: 'pdf',
              title: t('kets.document'),
              render: (_, issue) => (
                <Button
                  size="small"
                  icon={<DownloadOutlined aria-hidden />}
                  loading={downloading === issue.id}
                  onClick={() => download(issue)}
                  aria-label={t('kets.download', { number: issue.number })}
                >
                  {t('kets.pdf')}
                </Button>
              ),
            },
          ]}
        />
      </div>
    </section>
  );
}

const IssueFormSchema = issueEmployeeKets.body.omit({ employeeId: true });
type IssueValues = z.input<typeof IssueFormSchema> & Record<string, unknown>;

/** Issues the terms as they stand: the issue date, and a second language beside English. */
function IssueModal({
  employeeId,
  form: termsForm,
  open,
  onClose,
}: {
  readonly employeeId: string;
  readonly form: KetsForm;
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('employmentTerms');
  const { message } = useFeedback();
  const format = useFormat();
  const issue = useIssueKets();
  const [form] = Form.useForm<IssueValues>();
  const submit = async (values: IssueValues) => {
    const body = IssueFormSchema.parse(values);
    const issued = await issue.mutateAsync({ ...body, employeeId });
    message.success(t('kets.issued', { number: issued.number }));
  };
  return (
    <AppModal
      open={open}
      title={t(`kets.forms.${termsForm}.issueTitle`)}
      onClose={onClose}
      onSubmit={() => form.submit()}
      submitText={t(`kets.forms.${termsForm}.issue`)}
      submitLoading={issue.isPending}
    >
      <SchemaForm<typeof IssueFormSchema, IssueValues>
        schema={IssueFormSchema}
        form={form}
        initialValues={{ issueDate: todayIn(format.region.timezone), language: '' }}
        onSubmit={submit}
        onSaved={onClose}
        name="kets-issue"
        aria-label={t(`kets.forms.${termsForm}.issueTitle`)}
      >
        <SchemaField name="issueDate" label={t('kets.issueDate')}>
          <DateInput style={{ width: '100%' }} />
        </SchemaField>
        <SchemaField name="language" label={t('kets.language')}>
          <Select
            options={[
              { value: '', label: t('kets.englishOnly') },
              ...LANGUAGES.filter((language) => language !== 'en').map((language) => ({
                value: language,
                label: LANGUAGE_NAMES[language],
              })),
            ]}
          />
        </SchemaField>
      </SchemaForm>
    </AppModal>
  );
}
