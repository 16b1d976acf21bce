import { Grid } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, LANGUAGE_NAMES, type LanguageCode } from '@tenaga/i18n/web';
import { currentLanguage } from '../../lib/i18n.ts';

/**
 * Picks the interface language; `onChange` decides where the choice is kept. A native select: it
 * is on the login page, where antd's Select would be a download of its own, and every browser and
 * screen reader already knows how to use it.
 */
export function LanguageSwitch({ onChange }: { readonly onChange: (language: LanguageCode) => void }) {
  const { t } = useTranslation('shell');
  // At phone width the closed switch shows the language code only.
  const narrow = !Grid.useBreakpoint().sm;
  return (
    <span className="language-switch">
      <GlobalOutlined aria-hidden />
      <select aria-label={t('language')} value={currentLanguage()} onChange={(event) => onChange(event.target.value as LanguageCode)}>
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code}>
            {narrow ? code.toUpperCase() : LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
