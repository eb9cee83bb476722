import { sanitizeArticleHtml } from './sanitize-article';

/** No element keeps an event handler, a style, or a script-capable URL. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<\s*(script|style|iframe|object|embed|svg|math|form|input|button|meta|link|base|textarea)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/(javascript|vbscript|data)\s*:/i);
}

describe('sanitizeArticleHtml', () => {
  it('when the HTML holds only allowed tags, then it is kept as written', () => {
    const html =
      '<h2>Final</h2><h3>Day</h3><h4>Court</h4><p>A <strong>great</strong> <em>match</em>.<br /></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>Quote</blockquote>' +
      '<figure><img src="https://cdn.example.com/a.jpg" alt="Court" width="640" height="480" /><figcaption>Court 1</figcaption></figure>';

    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['http://example.com/a', 'http://example.com/a'],
    ['mailto:news@padel.local', 'mailto:news@padel.local'],
  ])('when a link points to %s, then it stays with rel="noopener noreferrer"', (href, kept) => {
    expect(sanitizeArticleHtml(`<p><a href="${href}" target="_blank" rel="opener">x</a></p>`)).toBe(
      `<p><a href="${kept}" rel="noopener noreferrer">x</a></p>`,
    );
  });

  it.each([
    ['<script>window.pwned = 1</script><p>ok</p>'],
    ['<SCRIPT SRC="https://evil.example/x.js"></SCRIPT><p>ok</p>'],
    ['<p onclick="alert(1)">ok</p>'],
    ['<img src="https://cdn.example.com/a.jpg" onerror="alert(1)" /><p>ok</p>'],
    ['<img src=x onerror=alert(1)><p>ok</p>'],
    ['<p OnMouseOver = "alert(1)">ok</p>'],
    ['<a href="javascript:alert(1)">ok</a>'],
    ['<a href="JaVaScRiPt:alert(1)">ok</a>'],
    ['<a href="&#106;avascript:alert(1)">ok</a>'],
    ['<a href="&#x6A;&#x61;&#x76;&#x61;script&#x3A;alert(1)">ok</a>'],
    ['<a href="java\tscript:alert(1)">ok</a>'],
    ['<a href=" \n javascript:alert(1)">ok</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">ok</a>'],
    ['<a href="vbscript:msgbox(1)">ok</a>'],
    ['<a href="VBScript:msgbox(1)">ok</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">ok</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
    ['<img src="javascript:alert(1)">'],
    ['<svg onload="alert(1)"><circle r="1" /></svg><p>ok</p>'],
    ['<svg><script>alert(1)</script></svg><p>ok</p>'],
    ['<math><mtext><img src=x onerror=alert(1)></mtext></math>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>'],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf" />'],
    ['<style>body { background: url("javascript:alert(1)") }</style><p>ok</p>'],
    ['<p style="background-image: url(javascript:alert(1)); width: expression(alert(1))">ok</p>'],
    ['<form action="https://evil.example"><input name="p" /><button>Go</button></form>'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['<link rel="stylesheet" href="https://evil.example/x.css"><base href="https://evil.example/">'],
    ['<p>ok</p><!-- <script>alert(1)</script> -->'],
    ['<img src="https://cdn.example.com/a.jpg" srcset="javascript:alert(1) 1x">'],
  ])('when the HTML holds %s, then nothing script-capable is left', (payload) => {
    const clean = sanitizeArticleHtml(payload);

    expectInert(clean);
    expect(clean).not.toMatch(/alert|pwned|evil\.example|msgbox|srcset/i);
  });

  it('when a script holds text, then its text is dropped with it, while the article text around it stays', () => {
    expect(sanitizeArticleHtml('<p>Before</p><script>document.title = "x"</script><p>After</p>')).toBe('<p>Before</p><p>After</p>');
  });

  it('when an image has an http (not https) or relative src, then the image is dropped', () => {
    expect(sanitizeArticleHtml('<p>a</p><img src="http://cdn.example.com/a.jpg"><img src="/local.jpg"><img src=x>')).toBe('<p>a</p>');
  });

  it('when a link is relative or has no scheme, then the link text stays without the href', () => {
    expect(sanitizeArticleHtml('<p><a href="/news">a</a><a href="//evil.example">b</a></p>')).toBe(
      '<p><a rel="noopener noreferrer">a</a><a rel="noopener noreferrer">b</a></p>',
    );
  });

  it('when a tag is outside the allowlist (h1, div, span, table), then its text is kept without the tag', () => {
    expect(sanitizeArticleHtml('<h1>Big</h1><div><span>Text</span></div><table><tr><td>Cell</td></tr></table>')).toBe('BigTextCell');
  });
});
