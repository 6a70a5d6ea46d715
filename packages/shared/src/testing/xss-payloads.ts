/**
 * Known XSS payloads (after the OWASP XSS Filter Evasion Cheat Sheet, PortSwigger's cheat sheet and
 * published mXSS cases) for the tests of both HTML sanitisers: the server's on save and display
 * (apps/server/src/lib/html.ts) and the browser's on display (apps/web/src/lib/sanitize-html.ts).
 * Each carries a marker text so the tests also see that harmless text around it survives.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<img src="jav\tascript:alert(1)">',
  '<a href="javascript:alert(1)">tıkla</a>',
  '<a href="JaVaScRiPt:alert(1)">tıkla</a>',
  '<a href="jav&#x09;ascript:alert(1)">tıkla</a>',
  '<a href="jav&#x0A;ascript:alert(1)">tıkla</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;">tıkla</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29">tıkla</a>',
  '<a href=" &#14;  javascript:alert(1)">tıkla</a>',
  '<a href="vbscript:msgbox(1)">tıkla</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">tıkla</a>',
  '<a href="javascript&colon;alert(1)">tıkla</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<p style="background:url(javascript:alert(1))">stil</p>',
  '<div style="width: expression(alert(1));">stil</div>',
  '<style>@import "https://xss.example/xss.css";</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><button>gönder</button></form>',
  '<button formaction="javascript:alert(1)">gönder</button>',
  '<input onfocus=alert(1) autofocus>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<table><td background="javascript:alert(1)">hücre</td></table>',
  '<a href="https://ornek.example" onmouseover="alert(1)">güvenli</a>',
  '<p onclick="alert(1)">paragraf</p>',
  '<video><source onerror="alert(1)"></video>',
  '<marquee onstart=alert(1)>kayan</marquee>',
  '"><script>alert(document.cookie)</script>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<x onclick=alert(1)>x</x>',
];

/** Tags that run or load something, and the URL attributes that may carry a script URL. */
const DANGEROUS_TAGS = /^(script|iframe|frame|frameset|object|embed|applet|svg|math|style|link|meta|base|form|input|button|textarea|select|video|audio|source|img|body|html|details|marquee|noscript|template|x)$/i;
const URL_ATTRIBUTES = /^(href|src|action|formaction|background|data|xlink:href|poster|srcdoc|srcset)$/i;

/** Decodes character references the way a browser reads an attribute value, and drops the characters it ignores in a scheme. */
export function decodeAttribute(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_m, d: string) => String.fromCodePoint(parseInt(d, 10)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&quot;/gi, '"')
    .replace(/&amp;/gi, '&');
}

/** Whether a URL would run script or load an inline document once a browser has read it. */
export function isScriptUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const cleaned = decodeAttribute(value).replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return /^(javascript|vbscript|data|livescript):/.test(cleaned);
}

/**
 * What in a sanitiser's output could run script, read from the markup as written: elements that run
 * or load things, event handler attributes, script URLs, inline styles. Empty when none.
 */
export function unsafeMarkup(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<\s*([a-z][a-z0-9:-]*)([^<>]*)>/gi)) {
    const tag = m[1]!;
    if (DANGEROUS_TAGS.test(tag)) found.push(`<${tag}>`);
    for (const a of m[2]!.matchAll(/([^\s"'=<>`/]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      const name = a[1]!.toLowerCase();
      const value = a[2] ?? a[3] ?? a[4] ?? '';
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'style') found.push(`${tag}[style]`);
      if (URL_ATTRIBUTES.test(name) && (name === 'srcdoc' || isScriptUrl(value))) found.push(`${tag}[${name}=${value}]`);
    }
  }
  return found;
}
