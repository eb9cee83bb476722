/** 32-bit FNV-1a of `text`, started from `seed`. */
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * An `Idempotency-Key` made from what the request means (tournament, match, the version seen, the action), shaped
 * as a UUID. The same request sent again, by a retry or a second tap on the same score, carries the same key, so
 * the server answers it once; any other request (another version, another side) has another key.
 */
export function idempotencyKeyOf(...parts: readonly (string | number)[]): string {
  const text = parts.join('\u001f');
  const hex = [0x811c9dc5, 0x050c5d1f, 0x1b873593, 0x2545f491].map((seed) => fnv1a(text, seed).toString(16).padStart(8, '0')).join('');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
