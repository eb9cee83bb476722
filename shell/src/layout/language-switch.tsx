import { useLanguage } from '@padel/platform';
import { Button, type Language } from '@padel/ui-kit';

/** Each language's name in itself: what a reader of that language looks for (not translated). */
const NATIVE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/** English / العربية: switches the whole site at once (the shell and every micro-frontend), remembered for next time. */
export function LanguageSwitch() {
  const { language, setLanguage } = useLanguage();
  const other: Language = language === 'ar' ? 'en' : 'ar';
  return (
    <Button $variant="ghost" $size="sm" lang={other} onClick={() => setLanguage(other)} data-testid="language-switch">
      {NATIVE_NAMES[other]}
    </Button>
  );
}
