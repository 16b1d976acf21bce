import type { CSSProperties, ReactNode } from 'react';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditChange, AuditEntry } from '@tenaga/contracts/modules/audit.contracts';

const LIST: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 };
// Text colours that keep WCAG AA contrast on their tint.
const OLD: CSSProperties = { background: '#fff1f0', color: '#a8071a', padding: '0 4px', borderRadius: 4, wordBreak: 'break-word' };
const NEW: CSSProperties = {
  background: '#f0f9eb',
  color: '#135200',
  padding: '0 4px',
  borderRadius: 4,
  textDecoration: 'none',
  wordBreak: 'break-word',
};

function ChangeValues({ change }: { readonly change: AuditChange }) {
  const { t } = useTranslation('audit');
  const old = (text: string | null) => (
    <del style={OLD} title={t('diff.before')}>
      {text}
    </del>
  );
  const next = (text: string | null) => (
    <ins style={NEW} title={t('diff.after')}>
      {text}
    </ins>
  );
  const parts: Record<AuditChange['kind'], ReactNode> = {
    value: <span style={{ wordBreak: 'break-word' }}>{change.after ?? change.before}</span>,
    set: next(change.after),
    cleared: old(change.before),
    changed: (
      <>
        {old(change.before)}
        <span aria-hidden style={{ margin: '0 6px' }}>
          →
        </span>
        {next(change.after)}
      </>
    ),
    added: (
      <>
        <Tag color="green">{t('diff.added')}</Tag>
        {next(change.after)}
      </>
    ),
    removed: (
      <>
        <Tag color="red">{t('diff.removed')}</Tag>
        {old(change.before)}
      </>
    ),
  };
  return parts[change.kind];
}

/**
 * An entry's changes as the server wrote them in the user's words, one line per field or list
 * item: "field: old → new", what a list gained or lost, or a create's and a delete's values.
 */
export function AuditChangeList({ entry }: { readonly entry: Pick<AuditEntry, 'changes'> }) {
  const { t } = useTranslation('audit');
  if (entry.changes.length === 0) return <Typography.Text type="secondary">{t('noChanges')}</Typography.Text>;
  return (
    <ul style={LIST} aria-label={t('columns.changes')}>
      {entry.changes.map((change, index) => (
        <li key={index}>
          <Typography.Text strong>{change.field}</Typography.Text>
          {': '}
          <ChangeValues change={change} />
        </li>
      ))}
    </ul>
  );
}

/** The entry in one sentence, then its first changes as lines (the table and the history). */
export function AuditSummary({ entry, lines = 2 }: { readonly entry: Pick<AuditEntry, 'summary' | 'changes'>; readonly lines?: number }) {
  const { t } = useTranslation('audit');
  const shown = entry.changes.slice(0, lines);
  const more = entry.changes.length - shown.length;
  return (
    <div style={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography.Text style={{ wordBreak: 'break-word' }}>{entry.summary}</Typography.Text>
      {shown.map((change, index) => (
        <Typography.Text key={index} type="secondary" style={{ fontSize: 13, wordBreak: 'break-word' }}>
          {change.text}
        </Typography.Text>
      ))}
      {more > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t('moreChanges', { count: more })}
        </Typography.Text>
      )}
    </div>
  );
}
