import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import ar from './ar.json';
import en from './en.json';
import { englishFragments } from '../../test/arabic';

/** The names of a message's ICU arguments, nested ones included (`{hand, select, …}`, `{count, plural, …}`). */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
    const nested =
      element.type === TYPE.select || element.type === TYPE.plural
        ? Object.values(element.options).flatMap((option) => argumentsOf(option.value))
        : element.type === TYPE.tag
          ? argumentsOf(element.children)
          : [];
    return [element.value, ...nested];
  });
}

const namesOf = (message: string) => [...new Set(argumentsOf(parse(message)))].sort();

describe("mf-teams' catalogs", () => {
  test('when the catalogs are compared, then every id is in both languages', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  test('when the catalogs are compared, then each message has the same arguments in both languages', () => {
    const english = en as Record<string, string>;
    const arabic = ar as Record<string, string>;
    const differing = Object.keys(english).filter((id) => namesOf(english[id] ?? '').join() !== namesOf(arabic[id] ?? '').join());
    expect(differing).toEqual([]);
  });

  test('when an Arabic text is checked for English left over, then the English texts of the catalog are what it looks for', () => {
    expect(englishFragments).toEqual(expect.arrayContaining(['Find a Partner', 'Expires', 'Withdraw from', 'Invite', 'Level']));
    expect(englishFragments).not.toContain('partner@example.com');
  });
});
