import { useEffect, useState } from 'react';

/**
 * A text box over a value kept elsewhere (a URL parameter): the box's text changes at once, and `commit` receives it
 * `delayMs` after typing stops, unless `normalize` makes it the value already kept. When the value changes from
 * outside (Back, Forward), the box follows it. `commit` should be stable (a `useCallback`).
 */
export function useTypedParam(
  value: string,
  { normalize, commit, delayMs }: { normalize: (text: string) => string; commit: (text: string) => void; delayMs: number },
) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (normalize(text) !== value) setText(value);
  }
  useEffect(() => {
    if (normalize(text) === value) return undefined;
    const timer = setTimeout(() => commit(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, normalize, commit, delayMs]);
  return [text, setText] as const;
}
