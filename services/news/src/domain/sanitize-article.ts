import { NEWS_HTML_ATTRIBUTES, NEWS_HTML_TAGS } from '@padel/contracts';
import sanitizeHtml from 'sanitize-html';

const LINK = /^(https?:\/\/|mailto:)/i;
const IMAGE = /^https:\/\//i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...NEWS_HTML_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(NEWS_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  // Links: http(s) and mailto only; images: https only. Anything else (javascript:, data:, vbscript:, relative) is dropped.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'], a: ['http', 'https', 'mailto'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // The text of script, style, textarea and the like goes with the tag (sanitize-html's nonTextTags), never shown as text.
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link keeps an absolute http(s) or mailto href only (no relative or scheme-less ones), and never opens its opener.
    a: (tagName, { href, ...attribs }) => ({
      tagName,
      attribs: { ...(href && LINK.test(href.trim()) ? { href: href.trim() } : {}), ...attribs, rel: 'noopener noreferrer' },
    }),
  },
  // An image without an absolute https src is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE.test(frame.attribs.src ?? ''),
};

/**
 * An article's HTML reduced to the allowlist (decision 201): run before an article is stored, on create and on edit;
 * the page sanitizes again with DOMPurify and the same lists.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
