import { Grid, Select } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, LANGUAGE_NAMES, type LanguageCode } from '@tenaga/i18n/web';
import { currentLanguage } from '../../lib/i18n.ts';

const OPTIONS = LANGUAGE_CODES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

/** Picks the interface language; `onChange` decides where the choice is kept. */
export function LanguageSwitch({ onChange }: { readonly onChange: (language: LanguageCode) => void }) {
  const { t } = useTranslation('shell');
  // At phone width the closed switch shows the language code only.
  const narrow = !Grid.useBreakpoint().sm;
  return (
    <Select<LanguageCode>
      aria-label={t('language')}
      value={currentLanguage()}
      options={OPTIONS}
      onChange={onChange}
      prefix={<GlobalOutlined aria-hidden />}
      variant="borderless"
      popupMatchSelectWidth={false}
      labelRender={narrow ? ({ value }) => String(value).toUpperCase() : undefined}
      style={{ minWidth: narrow ? 72 : 120 }}
    />
  );
}
