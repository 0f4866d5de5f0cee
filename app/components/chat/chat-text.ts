import {safeHref} from '~/lib/content/storyblok/links';

/** A piece of an assistant answer: plain text, or a link whose address has been checked. */
export type ChatTextPart = {text: string; href?: undefined} | {text: string; href: string};

const LINK = /\[([^\]\n]{1,300})\]\(([^()\s]{1,1000})\)/g;

/**
 * The assistant answers in text with Markdown links (`[16 oz Hot Cup](/products/16-oz-hot-cup)`).
 * Only the links become links, and only to our own paths or http(s) addresses; everything else,
 * markup included, stays text that React escapes.
 */
export function parseChatText(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, address] = match;
    const href = chatLinkHref(address);
    if (match.index > last) parts.push({text: text.slice(last, match.index)});
    parts.push(href ? {text: label, href} : {text: whole});
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({text: text.slice(last)});
  return parts;
}

function chatLinkHref(address: string): string | null {
  const href = safeHref(address);
  return href && (href.startsWith('/') || /^https?:\/\//i.test(href)) ? href : null;
}
