// The shared catalogs at once, for tests only (the site loads them lazily, one language at a time).
import type { Language, Messages } from './messages';
import ar from './ar.json';
import en from './en.json';

export const sharedMessages: Record<Language, Messages> = { en, ar };
