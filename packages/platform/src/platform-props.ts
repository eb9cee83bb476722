import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@padel/contracts';
import type { AuthStore } from './stores/auth';
import type { LanguageStore } from './stores/language';
import type { ThemeStore } from './stores/theme';
import type { ToastStore } from './stores/toasts';

/** What the shell hands every micro-frontend as single-spa custom props. */
export interface PlatformProps {
  queryClient: QueryClient;
  auth: AuthStore;
  theme: ThemeStore;
  /** English or Arabic: the shell's choice, applied by every micro-frontend at once. */
  language: LanguageStore;
  toasts: ToastStore;
  config: RuntimeConfig;
}
