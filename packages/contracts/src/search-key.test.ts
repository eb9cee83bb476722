import { keyMatches, SEARCH_PREFIX_MAX, searchKeyOf, searchPrefixesOf } from './search-key';

describe('searchKeyOf', () => {
  it('when a Latin name has accents, capitals and punctuation, then they are folded to plain lower-case words', () => {
    expect(searchKeyOf('  Élodie  Al-Hāshimi ')).toBe('elodie al hashimi');
    expect(searchKeyOf('JOSÉ Müller-Ñúñez')).toBe('jose muller nunez');
  });

  it('when Arabic letters come in their variants, then alef, yeh, teh marbuta and hamza forms fold to one letter', () => {
    expect(searchKeyOf('أحمد')).toBe('احمد');
    expect(searchKeyOf('إبراهيم')).toBe('ابراهيم');
    expect(searchKeyOf('آمنة')).toBe('امنه');
    expect(searchKeyOf('ٱلعلي')).toBe('العلي');
    expect(searchKeyOf('مصطفى')).toBe('مصطفي');
    expect(searchKeyOf('فاطمة')).toBe(searchKeyOf('فاطمه'));
    expect(searchKeyOf('هانئ')).toBe('هاني');
    expect(searchKeyOf('لؤي')).toBe('لوي');
  });

  it('when Arabic text has harakat or tatweel, then they are removed', () => {
    expect(searchKeyOf('مُحَمَّد')).toBe('محمد');
    expect(searchKeyOf('محـــمد')).toBe('محمد');
    expect(searchKeyOf('عُمَر الحَدّاد')).toBe('عمر الحداد');
  });

  it('when a text has compatibility forms (full-width letters, ligatures), then they read as their plain letters', () => {
    expect(searchKeyOf('Ｏｍａｒ')).toBe('omar');
    expect(searchKeyOf('ﬁnn')).toBe('finn');
  });
});

describe('searchPrefixesOf', () => {
  it('when a key has words, then the prefixes start at each word and may run on into the next words', () => {
    const prefixes = searchPrefixesOf('omar al haddad');

    expect(prefixes).toEqual(expect.arrayContaining(['o', 'omar', 'omar a', 'omar al h', 'a', 'al', 'al had', 'h', 'haddad']));
    expect(prefixes).not.toContain('mar');
    expect(prefixes).not.toContain('omar ');
    expect(prefixes).not.toContain('addad');
  });

  it('when a word run is longer than the maximum, then the prefixes stop at the maximum', () => {
    const key = 'abcdefghijklmnopqrstuvwxyz';

    expect(Math.max(...searchPrefixesOf(key).map((prefix) => prefix.length))).toBe(SEARCH_PREFIX_MAX);
  });
});

describe('keyMatches', () => {
  it('when the query starts the key or one of its words, then it matches; inside a word it does not', () => {
    expect(keyMatches('omar al haddad', 'omar al')).toBe(true);
    expect(keyMatches('omar al haddad', 'had')).toBe(true);
    expect(keyMatches('omar al haddad', 'add')).toBe(false);
    expect(keyMatches('omar al haddad', '')).toBe(true);
  });
});
