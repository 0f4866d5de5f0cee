/** The words of a Storyblok rich-text document, paragraphs separated by blank lines. */
export function plainText(doc: unknown): string {
  if (typeof doc === 'string') return doc;
  if (typeof doc !== 'object' || doc === null) return '';
  const node = doc as {type?: unknown; text?: unknown; content?: unknown};
  if (typeof node.text === 'string') return node.text;
  const children = Array.isArray(node.content) ? node.content.map(plainText) : [];
  const block = node.type === 'doc' || node.type === 'bullet_list' || node.type === 'ordered_list';
  return children.join(block ? '\n\n' : '').trim();
}
