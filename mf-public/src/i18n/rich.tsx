import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from './format';

/** Values of a rich message: plain values, and tags as functions of their text (`b: (chunks) => <strong>{chunks}</strong>`). */
export type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** A message of this catalog with rich parts (a bold word, a link). */
export function RichT({ id, values }: { id: MessageId; values: RichValues }) {
  return <FormattedMessage id={id} values={values} />;
}

/** `<b>…</b>` in a message, as strong text. */
export const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
