import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageValues } from '@padel/ui-kit';
import { catalogTextOf, formatsOf } from '@padel/platform';
import type english from './en.json';

/** An id of this front end's English catalog. */
export type MessageId = Extract<keyof typeof english, string>;

/** A message of this catalog in the reader's language, outside React (libraries take the `intl` of the caller). */
export const text = (intl: IntlShape, id: MessageId, values?: MessageValues): string => intl.formatMessage({ id }, values);

/** A news category as entered, in the reader's language when it is one of the league's. */
const newsCategoryName = (intl: IntlShape, category: string): string => catalogTextOf(intl, 'news.category', category);

/** The shared formats (`formatsOf` of @padel/platform, a place "City, Country" among them) and this front end's: a news category. */
export function useFormat() {
  const intl = useIntl();
  return useMemo(
    () => ({
      ...formatsOf(intl),
      newsCategory: (category: string) => newsCategoryName(intl, category),
    }),
    [intl],
  );
}
