import type { IntlShape } from 'react-intl';
import { text, type MessageId } from '../../../i18n/format';

const words: Record<string, MessageId> = {
  '0.5': 'about.points.share.half',
  '0.25': 'about.points.share.quarter',
  '0.75': 'about.points.share.threeQuarters',
};

/** A share of points in words: 0.5 → "half", else a percentage (0.6 → "60%"). */
export function shareText(intl: IntlShape, share: number): string {
  const word = words[String(share)];
  return word ? text(intl, word) : intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 1 });
}
