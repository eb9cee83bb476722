const words: Record<string, string> = { '0.5': 'half', '0.25': 'a quarter', '0.75': 'three quarters' };

/** A share of points in words: 0.5 → "half", else a percentage (0.6 → "60%"). */
export function shareText(share: number): string {
  return words[String(share)] ?? `${Math.round(share * 1000) / 10}%`;
}
