import * as csstree from 'css-tree';

/**
 * A site's custom CSS (the site editor; docs/decisions/0018). It is inlined in the player site's
 * <style> element, so it is parsed with css-tree and refused, with a Turkish message, unless it is
 * plain CSS that cannot leave that element or fetch/run anything: no `<` anywhere (`</style`, comments
 * included), no backslash escapes (which could spell a refused word), no @import/@charset/@namespace,
 * no url() but https, relative paths and raster data: images, no expression(), behavior or
 * -moz-binding. What is stored is css-tree's regeneration of the parsed tree, not the text sent.
 */
export const cssMessages = {
  syntax: (line: number, column: number, detail: string) => `Özel CSS'te sözdizimi hatası (satır ${line}, sütun ${column}): ${detail}`,
  unclosed: "Özel CSS'te kapatılmamış bir süslü parantez var ({ ... })",
  angle: "Özel CSS '<' karakteri içeremez (ör. </style>)",
  backslash: "Özel CSS ters eğik çizgi (\\) kaçışları içeremez",
  atRule: (name: string) => `Özel CSS'te @${name} kullanılamaz`,
  url: (value: string) => `Özel CSS'te bu adres kullanılamaz: ${value.slice(0, 60)}`,
  fn: (name: string) => `Özel CSS'te ${name}() kullanılamaz`,
  property: (name: string) => `Özel CSS'te ${name} özelliği kullanılamaz`,
} as const;

const REFUSED_AT_RULES = new Set(['import', 'charset', 'namespace']);
const REFUSED_FUNCTIONS = new Set(['expression', 'javascript', 'vbscript']);
const REFUSED_PROPERTIES = new Set(['behavior', '-moz-binding', '-ms-behavior']);
const SAFE_URL = /^(https:\/\/|\/(?!\/)|\.{1,2}\/|[a-z0-9_-][^:]*$|data:image\/(png|jpeg|gif|webp);)/i;

export type CssResult = { ok: true; css: string } | { ok: false; message: string };

export function validateCustomCss(source: string): CssResult {
  if (source.trim() === '') return { ok: true, css: '' };
  if (source.includes('<')) return { ok: false, message: cssMessages.angle };
  if (source.includes('\\')) return { ok: false, message: cssMessages.backslash };
  let error: string | null = null;
  // css-tree recovers from an unclosed block; the editor must not: every { has its }.
  let depth = 0;
  csstree.tokenize(source, (type) => {
    if (type === csstree.tokenTypes.LeftCurlyBracket) depth += 1;
    else if (type === csstree.tokenTypes.RightCurlyBracket) depth -= 1;
  });
  if (depth > 0) return { ok: false, message: cssMessages.unclosed };
  const ast = csstree.parse(source, {
    positions: true,
    onParseError(e) {
      const at = e as unknown as { line?: number; column?: number; rawMessage?: string; message: string };
      error ??= cssMessages.syntax(at.line ?? 0, at.column ?? 0, at.rawMessage ?? at.message);
    },
  });
  if (error) return { ok: false, message: error };
  csstree.walk(ast, (node) => {
    if (error) return;
    if (node.type === 'Atrule' && REFUSED_AT_RULES.has(node.name.toLowerCase())) error = cssMessages.atRule(node.name);
    else if (node.type === 'Url') {
      // Blanks and control characters (below U+0021) dropped: `java script:` is still a script.
      const value = [...String(node.value)].filter((ch) => ch.charCodeAt(0) > 0x20).join('');
      if (!SAFE_URL.test(value)) error = cssMessages.url(value);
    } else if (node.type === 'Function' && REFUSED_FUNCTIONS.has(node.name.toLowerCase())) error = cssMessages.fn(node.name);
    else if (node.type === 'Declaration' && REFUSED_PROPERTIES.has(node.property.toLowerCase())) error = cssMessages.property(node.property);
    else if (node.type === 'Raw' && /[<\\]|expression|javascript:/i.test(node.value)) error = cssMessages.syntax(node.loc?.start.line ?? 0, node.loc?.start.column ?? 0, node.value.slice(0, 40));
  });
  if (error) return { ok: false, message: error };
  const css = csstree.generate(ast);
  // The regenerated text is what the player site inlines: it must not be able to close the element.
  if (/<|\\/.test(css)) return { ok: false, message: cssMessages.angle };
  return { ok: true, css };
}
