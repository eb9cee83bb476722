import { NEWS_HTML_TAGS } from '@padel/contracts';
import { sanitizeArticleHtml } from './safe-html';

/** What the page keeps of `html`, parsed: every element's tag and attributes. */
async function kept(html: string): Promise<{ tags: string[]; attributes: string[]; html: string }> {
  const clean = await sanitizeArticleHtml(html);
  const holder = document.createElement('div');
  holder.innerHTML = clean;
  const elements = [...holder.querySelectorAll('*')];
  return {
    tags: elements.map((element) => element.tagName.toLowerCase()),
    attributes: elements.flatMap((element) => [...element.attributes].map(({ name, value }) => `${name}=${value}`)),
    html: clean,
  };
}

describe('sanitizeArticleHtml (the page side)', () => {
  it('when the HTML holds the allowlist, then the page keeps it as the news service stores it', async () => {
    const html =
      '<h2>Final</h2><p>A <strong>great</strong> <em>match</em>.</p><ul><li>one</li></ul><blockquote>Quote</blockquote>' +
      '<figure><img src="https://cdn.example.com/a.jpg" alt="Court"><figcaption>Court 1</figcaption></figure>' +
      '<p><a href="https://example.com/a" rel="noopener noreferrer">link</a></p>';

    expect((await kept(html)).html).toBe(html);
  });

  it('when the HTML holds tags outside the allowlist, then none is kept', async () => {
    const { tags } = await kept(
      '<h1>a</h1><div><span>b</span></div><table><tr><td>c</td></tr></table><iframe src="https://e.test"></iframe>' +
        '<object data="x"></object><embed src="x"><form><input><button>d</button></form><style>p{}</style><svg onload="alert(1)"></svg>' +
        '<meta http-equiv="refresh" content="0"><script>window.pwned = 1</script>',
    );

    expect(tags.filter((tag) => !(NEWS_HTML_TAGS as readonly string[]).includes(tag))).toEqual([]);
  });

  it.each([
    ['<img src=x onerror="alert(1)">'],
    ['<p onclick="alert(1)" style="width: expression(alert(1))">a</p>'],
    ['<a href="javascript:alert(1)">a</a>'],
    ['<a href="JaVaScRiPt:alert(1)">a</a>'],
    ['<a href="&#106;avascript:alert(1)">a</a>'],
    ['<a href=" java\tscript:alert(1)">a</a>'],
    ['<a href="vbscript:msgbox(1)">a</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">a</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">'],
    ['<img src="http://cdn.example.com/a.jpg">'],
  ])('when the HTML holds %s, then no handler, style or script-capable URL is left', async (payload) => {
    const { attributes } = await kept(payload);

    expect(attributes.filter((attribute) => /^(on|style)|^(href|src)=(?!https:\/\/|mailto:)/i.test(attribute))).toEqual([]);
  });

  it('when a link has an http(s) or mailto href, then it keeps it with rel="noopener noreferrer"', async () => {
    expect((await kept('<a href="mailto:news@padel.local" target="_blank">mail</a>')).attributes).toEqual([
      'href=mailto:news@padel.local',
      'rel=noopener noreferrer',
    ]);
  });
});
