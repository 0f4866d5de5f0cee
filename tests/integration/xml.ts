/**
 * A strict reader for the small XML documents sitemaps are: one declaration, elements with
 * attributes, text with the five predefined entities. It throws on anything not well-formed (an
 * unclosed or mismatched tag, a bare `&` or `<` in text, a second root), which is what the tests
 * need to call a sitemap valid XML.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = '[A-Za-z_][\\w.:-]*';
const TAG = new RegExp(`^<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*"[^"<]*")*)\\s*(/?)>`);
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*"([^"<]*)"`, 'g');
const ENTITY = /&(amp|lt|gt|quot|apos);/g;
const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};

export function parseXml(source: string): XmlElement {
  let rest = source.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (rest.length > 0) {
    if (rest.startsWith('<')) {
      const match = TAG.exec(rest);
      if (!match) throw new Error(`Malformed tag at: ${rest.slice(0, 40)}`);
      const [whole, closing, name, attributeText, selfClosing] = match;
      rest = rest.slice(whole.length);
      if (closing) {
        const open = stack.pop();
        if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`);
        continue;
      }
      const element: XmlElement = {
        name,
        attributes: Object.fromEntries(
          [...attributeText.matchAll(ATTRIBUTE)].map(([, key, value]) => [key, decode(value)]),
        ),
        children: [],
        text: '',
      };
      const parent = stack.at(-1);
      if (parent) parent.children.push(element);
      else if (root) throw new Error(`A second root element <${name}>`);
      else root = element;
      if (!selfClosing) stack.push(element);
    } else {
      const end = rest.indexOf('<');
      const text = end === -1 ? rest : rest.slice(0, end);
      rest = end === -1 ? '' : rest.slice(end);
      const parent = stack.at(-1);
      if (!parent) {
        if (text.trim()) throw new Error(`Text outside the root element: ${text.trim()}`);
        continue;
      }
      parent.text += decode(text);
    }
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)?.name}> is never closed`);
  if (!root) throw new Error('No root element');
  return root;
}

function decode(text: string): string {
  if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`A bare & in: ${text}`);
  return text.replace(ENTITY, (_entity, name: string) => ENTITIES[name]);
}

/** The children called `name`. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}
