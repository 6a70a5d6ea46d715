/**
 * Defence in depth for staff-written CMS HTML: drops active content (scripts, frames, forms,
 * event-handler attributes, javascript: URLs) before it is put into the page.
 */
const BLOCKED_TAGS = 'script,iframe,object,embed,form,base,meta,link,style';

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const el of doc.body.querySelectorAll(BLOCKED_TAGS)) el.remove();
  for (const el of doc.body.querySelectorAll('*')) {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      const value = attr.value.trim().toLowerCase();
      if (name.startsWith('on')) el.removeAttribute(attr.name);
      else if (
        (name === 'href' || name === 'src' || name === 'xlink:href') &&
        value.startsWith('javascript:')
      ) {
        el.removeAttribute(attr.name);
      }
    }
    if (el.tagName === 'A' && el.getAttribute('target') === '_blank')
      el.setAttribute('rel', 'noopener noreferrer');
  }
  return doc.body.innerHTML;
}
