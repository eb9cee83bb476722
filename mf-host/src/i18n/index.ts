import { typedMessages, type CatalogLoaders } from '@padel/ui-kit';
import type english from './en.json';

/** This front end's texts: `t(id)` / `<T id />`, ids checked against the English catalog. */
export const { useT, T } = typedMessages<typeof english>();

/** Its catalogs, one chunk per language, loaded when the language is first shown. */
export const catalogs: CatalogLoaders = {
  en: () => import('./en.json').then((module) => module.default),
  ar: () => import('./ar.json').then((module) => module.default),
};

/** `t` of `useT()`: what the features' text helpers take to say things in the reader's language. */
export type Translate = ReturnType<typeof useT>;
