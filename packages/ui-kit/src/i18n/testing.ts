// The shared catalogs at once, for tests only (the site loads them lazily, one language at a time).
import type { Language, Messages } from './messages';
import apiAr from './api-ar.json';
import apiEn from './api-en.json';
import ar from './ar.json';
import en from './en.json';

export const sharedMessages: Record<Language, Messages> = { en: { ...en, ...apiEn }, ar: { ...ar, ...apiAr } };
