export * from './stores/observable';
export * from './stores/auth';
export * from './stores/theme';
export * from './stores/language';
export * from './stores/toasts';
export * from './stores/linked-player';
export * from './api/api-client';
export * from './query-client';
export type { PlatformProps } from './platform-props';
export {
  PlatformProvider,
  usePlatform,
  useAuth,
  useThemeMode,
  useLanguage,
  useToast,
  useApi,
  type TranslationProps,
} from './react/platform-provider';
export { createMicroFrontend, MicroFrontendError, type MicroFrontendProps } from './react/micro-frontend';
export { SignInGate, NoticeCard } from './react/sign-in-gate';
export { useSignInAction, useSignInThen } from './react/use-sign-in-action';
export { navigate, AppLink } from './react/navigation';
export { NotFoundCard, HomeButtonLink } from './react/not-found-card';
export { useDocumentTitle } from './react/use-document-title';
export { useTypedParam } from './react/use-typed-param';
export { PageLayout, NotAvailableYet } from './react/page-layout';
export { lazyPage } from './react/lazy-page';
export { useOnDemand, dialogOnDemand } from './react/on-demand';
export { matchesRoute, routedPages, type NotFoundPage, type PageRoute } from './react/page-routes';
export * from './league';
export * from './entry-window';
export * from './dates';
export * from './formats';
export * from './router';
export * from './page-param';
