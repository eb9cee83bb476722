import { useSaveMailLanguage } from '@padel/api';
import { useAuth, useLanguage } from '@padel/platform';
import { Button, type Language } from '@padel/ui-kit';

/** Each language's name in itself: what a reader of that language looks for (not translated). */
const NATIVE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/**
 * English / العربية: switches the whole site at once (the shell and every micro-frontend), remembered for next time;
 * when signed in, the player's mails follow too (saved on the profile, decision 198; a failure leaves the site switched).
 */
export function LanguageSwitch() {
  const { language, setLanguage } = useLanguage();
  const { user } = useAuth();
  const saveMailLanguage = useSaveMailLanguage({ onError: () => undefined });
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const switchTo = () => {
    setLanguage(other);
    if (user) saveMailLanguage.mutate(other);
  };
  return (
    <Button $variant="ghost" $size="sm" lang={other} onClick={switchTo} data-testid="language-switch">
      {NATIVE_NAMES[other]}
    </Button>
  );
}
