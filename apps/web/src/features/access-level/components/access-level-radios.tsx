import { Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEVEL_CHOICES, type LevelChoice, type RowLevel } from './permission-tree.model.ts';

export const LEVEL_LABEL_KEYS = {
  none: 'access:permissions.levels.none',
  view: 'access:permissions.levels.view',
  edit: 'access:permissions.levels.edit',
} as const satisfies Record<LevelChoice, string>;

/**
 * No access / View Only / View and Edit as one radio group: Tab reaches it, the arrow keys choose.
 * A group whose items differ ('mixed') shows no choice until one is made.
 */
export function AccessLevelRadios(props: {
  readonly name: string;
  readonly label: string;
  readonly value: RowLevel;
  readonly onChange: (level: LevelChoice) => void;
  readonly disabled?: boolean;
}) {
  const { t } = useTranslation('access');
  return (
    <Radio.Group
      name={props.name}
      aria-label={props.label}
      optionType="button"
      buttonStyle="solid"
      size="small"
      disabled={props.disabled}
      value={props.value === 'mixed' ? undefined : props.value}
      onChange={(event) => props.onChange(event.target.value as LevelChoice)}
      options={LEVEL_CHOICES.map((level) => ({ value: level, label: t(LEVEL_LABEL_KEYS[level]) }))}
    />
  );
}

const LEVEL_COLORS = { none: undefined, view: 'blue', edit: 'green' } as const satisfies Record<LevelChoice, string | undefined>;

/** A level shown, not chosen: read-only trees and matrices. */
export function AccessLevelTag({ value }: { readonly value: RowLevel }) {
  const { t } = useTranslation('access');
  if (value === 'mixed') return <Tag variant="outlined">{t('permissions.mixed')}</Tag>;
  return (
    <Tag color={LEVEL_COLORS[value]} variant="outlined" style={{ marginInlineEnd: 0 }}>
      {t(LEVEL_LABEL_KEYS[value])}
    </Tag>
  );
}
