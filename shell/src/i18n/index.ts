import { typedMessages, type CatalogLoaders } from '@padel/ui-kit';
import type english from './en.json';

/** An id of this front end's catalog (checked against the English one). */
export type ShellMessageId = Extract<keyof typeof english, string>;

/** This front end's texts: `t(id)` / `<T id />`, ids checked against the English catalog. */
export const { useT, T } = typedMessages<typeof english>();

/** Its catalogs, one chunk per language, loaded when the language is first shown. */
export const catalogs: CatalogLoaders = {
  en: () => import('./en.json').then((module) => module.default),
  ar: () => import('./ar.json').then((module) => module.default),
};
