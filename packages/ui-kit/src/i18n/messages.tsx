import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type sharedEnglish from './en.json';

/** The languages of the site: English and Arabic (Gulf readers, Modern Standard Arabic). */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Messages = Record<string, string>;
/** One catalog per language, loaded when that language is first shown (a chunk of its own). */
export type CatalogLoaders = Record<Language, () => Promise<Messages>>;

/** Right to left for Arabic. */
export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * The Intl locale of a language. Arabic uses Western digits (ar-AE with latn numbering): the UAE's signage, fixtures,
 * scores and prices use them, and they read the same as the English site's scores (decision 100).
 */
export const localeOf = (language: Language): string => (language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-US');

/** Values of a message's ICU arguments ({count, plural, …}, {name}). */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * A catalog's typed helpers: `useT()` gives `t(id, values)` for strings (attributes, titles, toasts) and `<T id />`
 * renders a message; an id missing from the English catalog does not compile.
 */
export function typedMessages<M extends Messages>() {
  type Id = Extract<keyof M, string>;
  function useT() {
    const intl = useIntl();
    return useCallback((id: Id, values?: MessageValues) => intl.formatMessage({ id }, values), [intl]);
  }
  function T({ id, values }: { id: Id; values?: Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)> }) {
    return <FormattedMessage id={id} values={values} />;
  }
  return { useT, T };
}

/** Texts of the shared packages (ui-kit, platform, api): merged under every micro-frontend's own catalog. */
export const sharedCatalogs: CatalogLoaders = {
  en: () => Promise.all([import('./en.json'), import('./api-en.json')]).then(([ui, api]) => ({ ...ui.default, ...api.default })),
  ar: () => Promise.all([import('./ar.json'), import('./api-ar.json')]).then(([ui, api]) => ({ ...ui.default, ...api.default })),
};

export type SharedMessageId = Extract<keyof typeof sharedEnglish, string>;
export const { useT: useSharedT, T: SharedT } = typedMessages<typeof sharedEnglish>();
