import {embedHeight, formEmbedSrc} from '~/lib/content/form-embeds';

/** An external form in a frame at the editor's height; nothing at all for an address we do not frame. */
export function FormEmbed({url, title, height, defaultHeight}: {url: unknown; title: string; height: unknown; defaultHeight: number}) {
  const src = formEmbedSrc(url);
  if (!src) return null;
  return (
    <iframe
      src={src}
      title={title}
      height={embedHeight(height, defaultHeight)}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      className="w-full rounded-md border border-stone-200 bg-white"
    />
  );
}
