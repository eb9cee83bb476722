import { LANGUAGE_COOKIE, preferredLanguage, type SiteLanguage } from '@padel/contracts';

/** The language tags of an `Accept-Language` header, most wanted first (by `q`, then by order). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** A cookie's value from a `Cookie` header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The language the shell will show this page in (the shell's own rule, from the cookie it mirrors its choice in). */
export function pageLanguage(headers: { cookie?: string; 'accept-language'?: string }): SiteLanguage {
  return preferredLanguage(cookieValue(headers.cookie, LANGUAGE_COOKIE), acceptedLanguages(headers['accept-language']));
}
