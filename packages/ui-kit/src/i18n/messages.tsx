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
  en: () => import('./en.json').then((ui) => ui.default),
  ar: () => import('./ar.json').then((ui) => ui.default),
};

/**
 * The API's texts (`api.<CODE>` and `validation.<English text>`) of one language at a time, loaded when first needed
 * (a refusal, a confirmation, a form's error), not with the first screen (decision 183).
 */
export interface ApiTexts {
  /** The language's texts, once loaded. */
  get(language: Language): Messages | undefined;
  /** Loads the language's texts (once; again after a failure). */
  load(language: Language): Promise<Messages>;
  subscribe(listener: () => void): () => void;
}

export function createApiTexts(loaders: CatalogLoaders): ApiTexts {
  const loaded: Partial<Record<Language, Messages>> = {};
  const loading: Partial<Record<Language, Promise<Messages>>> = {};
  const listeners = new Set<() => void>();
  return {
    get: (language) => loaded[language],
    load(language) {
      const ready = loaded[language];
      if (ready) return Promise.resolve(ready);
      loading[language] ??= loaders[language]().then(
        (messages) => {
          loaded[language] = messages;
          for (const listener of [...listeners]) listener();
          return messages;
        },
        (error: unknown) => {
          delete loading[language];
          throw error;
        },
      );
      return loading[language];
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one store of the API's texts (ui-kit is a shared singleton: every micro-frontend reads the same). */
export const apiTexts: ApiTexts = createApiTexts({
  en: () => import('./api-en.json').then((api) => api.default),
  ar: () => import('./api-ar.json').then((api) => api.default),
});

export type SharedMessageId = Extract<keyof typeof sharedEnglish, string>;
export const { useT: useSharedT, T: SharedT } = typedMessages<typeof sharedEnglish>();
