import type { CSSProperties } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@tenaga/contracts';
import { auditChanges, type FieldChange } from './audit-changes.ts';
import { useAuditLabels, type AuditLabels } from './use-audit-labels.ts';

const LIST: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 };
const NESTED: CSSProperties = { ...LIST, gap: 4, marginTop: 4, paddingInlineStart: 16, borderInlineStart: '2px solid #e5e7eb' };
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

type Shown = 'both' | 'before' | 'after';

interface ValuesProps {
  readonly change: FieldChange;
  readonly shown: Shown;
  readonly labels: AuditLabels;
  readonly people: ReadonlyMap<string, string> | undefined;
}

const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

function Values({ change, shown, labels, people }: ValuesProps) {
  const { t } = useTranslation('audit');
  // "(empty)" is not a value that was removed or added: it shows plain.
  const show = (value: unknown, Mark: 'del' | 'ins') => {
    const text = labels.value(change.path, value, people);
    if (isAbsent(value)) return <Typography.Text type="secondary">{text}</Typography.Text>;
    return Mark === 'del' ? (
      <del style={OLD} title={t('diff.before')}>
        {text}
      </del>
    ) : (
      <ins style={NEW} title={t('diff.after')}>
        {text}
      </ins>
    );
  };
  if (shown === 'after') return show(change.after, 'ins');
  if (shown === 'before') return show(change.before, 'del');
  return (
    <>
      {show(change.before, 'del')}
      <span aria-hidden style={{ margin: '0 6px' }}>
        →
      </span>
      {show(change.after, 'ins')}
    </>
  );
}

/**
 * An entry's before and after as one line per changed field, "field: old → new". A create shows
 * only the new values and a delete only the old ones; objects list their changed keys beneath.
 * `people` (user id → name) shows a user id as the user's name.
 */
export function AuditChangeList({
  entry,
  people,
}: {
  readonly entry: Pick<AuditEntry, 'before' | 'after'>;
  readonly people?: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('audit');
  const labels = useAuditLabels();
  const groups = auditChanges(entry);
  if (groups.length === 0) return <Typography.Text type="secondary">{t('noChanges')}</Typography.Text>;
  const shown: Shown = entry.before == null ? 'after' : entry.after == null ? 'before' : 'both';

  return (
    <ul style={LIST} aria-label={t('columns.changes')}>
      {groups.map((group) => {
        const [only] = group.changes;
        const flat = group.changes.length === 1 && only!.path.length === 1;
        return (
          <li key={group.field}>
            <Typography.Text strong>{labels.pathStep([group.field], 0)}</Typography.Text>
            {flat ? (
              <>
                {': '}
                <Values change={only!} shown={shown} labels={labels} people={people} />
              </>
            ) : (
              <ul style={NESTED}>
                {group.changes.map((change) => (
                  <li key={JSON.stringify(change.path)}>
                    {change.path
                      .slice(1)
                      .map((_, index) => labels.pathStep(change.path, index + 1))
                      .join(' › ')}
                    {': '}
                    <Values change={change} shown={shown} labels={labels} people={people} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
