import { useLingui } from '@lingui/react/macro';
import { activeBrand } from '@paydeck/brand-config/active';
import { localeNames, type Locale, toLocale, useLocaleSwitch } from '@paydeck/i18n';
import * as styles from './languageSwitcher.css';

/**
 * Offers only the brand's languages; the choice is kept for the session. A native select on
 * purpose: it is on every page's first paint, and react-aria's Select with its popover would add
 * about 30 kB gzip to the initial JavaScript of the login page (see tooling/budget).
 */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const { locale, switchLocale } = useLocaleSwitch();
  if (activeBrand.languages.length < 2) return null;
  return (
    <span className={styles.wrapper}>
      {/* Named by aria-label, not a visually hidden <label>: react-aria's hiding is an inline style, which
          the Content-Security-Policy blocks in the prerendered HTML (apps/web prerender.ts). */}
      <select
        aria-label={t`Language`}
        className={styles.select}
        value={locale ?? activeBrand.defaultLanguage}
        onChange={(event) => {
          const next = toLocale(event.target.value);
          if (next) void switchLocale(next);
        }}
      >
        {activeBrand.languages.map((code: Locale) => (
          <option key={code} value={code} lang={code === 'ua' ? 'uk' : code}>
            {localeNames[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
