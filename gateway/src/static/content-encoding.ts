/**
 * Which precompressed twin of a file to send (decision 141). Shared by the gateway and each front end's container
 * (serve-static.ts), so it imports nothing but Node.
 */

/** The twins a build makes of a text file (`x.js.br`, `x.js.gz`), in order of preference. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
export type Precompressed = (typeof PRECOMPRESSED)[number]['encoding'];

/**
 * The encoding to answer with among `available`, by the request's Accept-Encoding (RFC 9110 §12.5.3): the highest
 * q-value wins, brotli before gzip on a tie (browsers list gzip first), `*` stands for any encoding not named, q=0
 * refuses, `x-gzip` is gzip (§8.4.1.3). Undefined: send the file as is.
 */
export function negotiateEncoding(acceptEncoding: string | undefined, available: readonly Precompressed[]): Precompressed | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!token) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(weight) ? weight : 0);
  }
  let best: { encoding: Precompressed; weight: number } | undefined;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > 0 && (!best || weight > best.weight)) best = { encoding, weight };
  }
  return best?.encoding;
}
