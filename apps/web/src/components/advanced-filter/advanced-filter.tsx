import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Checkbox, Segmented, Tag, Typography } from 'antd';
import { CloseOutlined, FilterOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { focusWhenReady } from '../../lib/focus.ts';
import type { FilterCategoryOptions, FilterQuery, FilterRule } from '@tenaga/contracts';
import { AppModal } from '../modal/modal.tsx';
import { FilterRuleRow } from './filter-rule-row.tsx';
import { useRuleSummary } from './filter-labels.ts';
import { cleanQuery, EMPTY_FILTER_QUERY, isFiltering, newDraftRule, sameQuery, toDraft, type DraftQuery } from './filter-query.ts';
import { IndividualEmployees, type EmployeeChoices } from './individual-employees.tsx';

export { EMPTY_FILTER_QUERY } from './filter-query.ts';
export type { EmployeeChoices } from './individual-employees.tsx';

export interface AdvancedFilterProps {
  /** The categories and their options (`GET /employees/filters`), in the order to offer them. */
  readonly categories: readonly FilterCategoryOptions[];
  /** The filter applied now. */
  readonly value: FilterQuery;
  /** Called with the cleaned query on Apply / Filter, on removing a chip and on reset. */
  readonly onChange: (query: FilterQuery) => void;
  /** panel: Add Filter, chips, Apply and Cancel in the page; modal: an Advanced Filter button and a modal. */
  readonly mode?: 'panel' | 'modal';
  /** The categories are still loading. */
  readonly loading?: boolean;
  /** Offers the individual employee filter beside the rules: the employees to choose from. */
  readonly employees?: EmployeeChoices;
}

/**
 * The advanced filter of spec §2: rules of a category, a condition (is, is not, is any of, is
 * none of, is empty, is not empty) and values, joined by and / or, with a hide-empty-rows option.
 */
export function AdvancedFilter({ mode = 'panel', ...props }: AdvancedFilterProps) {
  return mode === 'modal' ? <ModalFilter {...props} /> : <PanelFilter {...props} />;
}

type ModeProps = Omit<AdvancedFilterProps, 'mode'>;

function PanelFilter({ categories, value, onChange, loading, employees }: ModeProps) {
  const { t } = useTranslation('widgets');
  const [draft, setDraft] = useState<DraftQuery | null>(null);
  const panel = useRef<HTMLElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const closedByKeyboard = useRef(false);
  // The panel takes focus when it opens, and gives it back to "Add filter" when Escape closes it.
  const isOpen = draft !== null;
  useEffect(() => {
    const returning = closedByKeyboard.current;
    closedByKeyboard.current = false;
    if (isOpen && panel.current) return focusWhenReady(panel.current);
    if (returning) addButton.current?.focus();
    return undefined;
  }, [isOpen]);
  const open = ({ addRule }: { readonly addRule: boolean }) => {
    const current = toDraft(value);
    setDraft(addRule ? { ...current, rules: [...current.rules, newDraftRule()] } : current);
  };
  const apply = () => {
    if (draft) onChange(cleanQuery(draft));
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Escape in an open list or calendar closes that first.
    if (event.target instanceof Element && event.target.closest('[aria-expanded="true"]')) return;
    event.preventDefault();
    closedByKeyboard.current = true;
    setDraft(null);
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: '100%' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <FilterChips
          categories={categories}
          query={value}
          onEdit={draft ? undefined : () => open({ addRule: false })}
          onRemove={(index) => onChange({ ...value, rules: value.rules.filter((_, other) => other !== index) })}
          onRemoveEmployees={() => onChange({ ...value, employeeIds: [] })}
        />
        {!draft && (
          <Button ref={addButton} icon={<PlusOutlined aria-hidden />} onClick={() => open({ addRule: true })}>
            {t('filter.addFilter')}
          </Button>
        )}
        {!draft && isFiltering(value) && <Button onClick={() => onChange(EMPTY_FILTER_QUERY)}>{t('filter.reset')}</Button>}
      </div>
      {draft && (
        <section
          ref={panel}
          onKeyDown={onKeyDown}
          aria-label={t('filter.title')}
          style={{
            border: '1px solid rgba(0, 0, 0, 0.15)',
            borderRadius: 6,
            padding: 12,
            display: 'flex',
            flexDirection: 'column',
            gap: 12,
          }}
        >
          <RuleEditor categories={categories} draft={draft} onChange={setDraft} loading={loading} employees={employees} />
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
            <Button onClick={() => setDraft(null)}>{t('filter.cancel')}</Button>
            <Button type="primary" onClick={apply}>
              {t('filter.apply')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

function ModalFilter({ categories, value, onChange, loading, employees }: ModeProps) {
  const { t } = useTranslation('widgets');
  const [draft, setDraft] = useState<DraftQuery | null>(null);
  const open = () => {
    const current = toDraft(value);
    setDraft(current.rules.length > 0 ? current : { ...current, rules: [newDraftRule()] });
  };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <Button icon={<FilterOutlined aria-hidden />} onClick={open}>
        {t('filter.advancedFilter')}
      </Button>
      <Button disabled={!isFiltering(value)} onClick={() => onChange(EMPTY_FILTER_QUERY)}>
        {t('filter.reset')}
      </Button>
      <FilterChips categories={categories} query={value} />
      <AppModal
        open={draft !== null}
        title={t('filter.advancedFilter')}
        width={760}
        onClose={() => setDraft(null)}
        submitText={t('filter.filter')}
        onSubmit={() => {
          if (draft) onChange(cleanQuery(draft));
          setDraft(null);
        }}
        dirty={() => draft !== null && !sameQuery(cleanQuery(draft), value)}
      >
        {draft && <RuleEditor categories={categories} draft={draft} onChange={setDraft} loading={loading} employees={employees} />}
      </AppModal>
    </div>
  );
}

function RuleEditor({
  categories,
  draft,
  onChange,
  loading,
  employees,
}: {
  readonly categories: readonly FilterCategoryOptions[];
  readonly draft: DraftQuery;
  readonly onChange: (draft: DraftQuery) => void;
  readonly loading?: boolean;
  readonly employees?: EmployeeChoices | undefined;
}) {
  const { t } = useTranslation('widgets');
  const joinLabel = useId();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {draft.rules.length > 1 && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <Typography.Text id={joinLabel}>{t('filter.join')}</Typography.Text>
          <Segmented<FilterQuery['join']>
            aria-labelledby={joinLabel}
            value={draft.join}
            options={[
              { value: 'and', label: t('filter.matchAll') },
              { value: 'or', label: t('filter.matchAny') },
            ]}
            onChange={(join) => onChange({ ...draft, join })}
          />
        </div>
      )}
      {draft.rules.length === 0 && <Typography.Text type="secondary">{t('filter.noRules')}</Typography.Text>}
      {draft.rules.map((rule, index) => (
        <FilterRuleRow
          key={rule.key}
          rule={rule}
          number={index + 1}
          categories={categories}
          loading={loading}
          autoFocus={rule.category === null}
          onChange={(next) => onChange({ ...draft, rules: draft.rules.map((other) => (other.key === rule.key ? next : other)) })}
          onRemove={() => onChange({ ...draft, rules: draft.rules.filter((other) => other.key !== rule.key) })}
        />
      ))}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}>
        <Button
          type="dashed"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => onChange({ ...draft, rules: [...draft.rules, newDraftRule()] })}
        >
          {t('filter.addRule')}
        </Button>
        <Checkbox checked={draft.hideEmptyRows} onChange={(event) => onChange({ ...draft, hideEmptyRows: event.target.checked })}>
          {t('filter.hideEmptyRows')}
        </Checkbox>
      </div>
      {employees && (
        <IndividualEmployees
          choices={employees}
          value={draft.employeeIds}
          onChange={(employeeIds) => onChange({ ...draft, employeeIds })}
        />
      )}
    </div>
  );
}

interface FilterChipsProps {
  readonly categories: readonly FilterCategoryOptions[];
  readonly query: FilterQuery;
  readonly onEdit?: (() => void) | undefined;
  readonly onRemove?: (index: number) => void;
  readonly onRemoveEmployees?: () => void;
}

/**
 * The applied rules in words, 'and' / 'or' between them, then how many employees are chosen
 * one by one; in panel mode each opens the panel or goes.
 */
function FilterChips({ categories, query, onEdit, onRemove, onRemoveEmployees }: FilterChipsProps) {
  const { t } = useTranslation('widgets');
  const summary = useRuleSummary(categories);
  const chosen = query.employeeIds?.length ?? 0;
  if (query.rules.length === 0 && chosen === 0) return null;
  const joinWord = query.join === 'and' ? t('filter.and') : t('filter.or');
  return (
    <ul
      aria-label={t('filter.applied')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center', listStyle: 'none', margin: 0, padding: 0, minWidth: 0 }}
    >
      {query.rules.map((rule: FilterRule, index) => {
        const text = summary(rule);
        return (
          <Fragment key={index}>
            {index > 0 && (
              <li>
                <Typography.Text type="secondary">{joinWord}</Typography.Text>
              </li>
            )}
            <li style={{ minWidth: 0, maxWidth: '100%' }}>
              <Chip text={text} onEdit={onEdit} onRemove={onRemove && (() => onRemove(index))} />
            </li>
          </Fragment>
        );
      })}
      {chosen > 0 && (
        <li style={{ minWidth: 0, maxWidth: '100%' }}>
          <Chip text={t('filter.employees.chip', { count: chosen })} onEdit={onEdit} onRemove={onRemoveEmployees} />
        </li>
      )}
    </ul>
  );
}

function Chip({
  text,
  onEdit,
  onRemove,
}: {
  readonly text: string;
  readonly onEdit?: (() => void) | undefined;
  readonly onRemove?: (() => void) | undefined;
}) {
  const { t } = useTranslation('widgets');
  return (
    <Tag
      color="blue"
      style={{ marginInlineEnd: 0, display: 'inline-flex', alignItems: 'center', gap: 2, maxWidth: '100%', whiteSpace: 'normal' }}
    >
      {onEdit ? (
        <Button type="link" size="small" onClick={onEdit} style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}>
          {text}
        </Button>
      ) : (
        <span>{text}</span>
      )}
      {onRemove && (
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined aria-hidden />}
          aria-label={t('filter.removeChip', { filter: text })}
          onClick={onRemove}
        />
      )}
    </Tag>
  );
}
