// EN/DE switch for screens outside the signed-in layout (the sign-in page, the public card).
import { LANGUAGES } from '@mars/i18n/languages';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('auth');
  const current = (LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '')
    ? i18n.resolvedLanguage
    : 'en';
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('login.language')}
      value={current}
      onChange={(language) => void i18n.changeLanguage(language)}
      data={LANGUAGES.map((language) => ({ value: language, label: language.toUpperCase() }))}
    />
  );
}
