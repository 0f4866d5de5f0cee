import {useEffect, useState} from 'react';

/**
 * The only origin that may frame a previewed page, and the only one the bridge talks to. Named
 * outright, so a local http store still talks to the https editor.
 */
export const STORYBLOK_EDITOR_ORIGIN = 'https://app.storyblok.com';

export const EXIT_PREVIEW_PATH = '/api/exit-preview';

/** `?_storyblok=…&_storyblok_tk[…]=…` and the editor's other parameters. */
const EDITOR_PARAM = /^_storyblok/;

/** A path with its query, minus the visual editor's parameters, which would start preview again. */
export function withoutEditorParams(pathWithQuery: string): string {
  const url = new URL(pathWithQuery, 'https://placeholder.invalid');
  for (const name of [...url.searchParams.keys()]) {
    if (EDITOR_PARAM.test(name)) url.searchParams.delete(name);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where Exit Preview goes: the exit route, which comes back to this page as published. */
export function exitPreviewHref(pathWithQuery: string): string {
  return `${EXIT_PREVIEW_PATH}?${new URLSearchParams({return_to: withoutEditorParams(pathWithQuery)})}`;
}

/**
 * The story as the editor is typing it, in preview inside the visual editor; the loader's story
 * everywhere else. The bridge (Storyblok's own, bundled) is loaded only in preview.
 */
export function useLiveStory<S extends {id: number}>(story: S, preview: boolean): S {
  const [edited, setEdited] = useState<S | null>(null);

  // Fresh loader data replaces whatever was typed before it.
  useEffect(() => setEdited(null), [story]);

  useEffect(() => {
    if (!preview) return;
    // Storyblok's SDK is imported only here, so pages outside preview do not carry it.
    import('@storyblok/react')
      .then(({loadStoryblokBridge, registerStoryblokBridge}) => {
        // Loading first sets up what registering hooks into.
        const loaded = loadStoryblokBridge();
        // Registers only inside the editor (`?_storyblok={story id}`); a saved or published change
        // reloads the page, which reads the draft again.
        registerStoryblokBridge(story.id, (next) => setEdited(next as unknown as S), {
          customParent: STORYBLOK_EDITOR_ORIGIN,
        });
        return loaded;
      })
      .catch((error: unknown) => {
        console.error('The Storyblok bridge did not load', error);
      });
  }, [preview, story.id]);

  return edited?.id === story.id ? edited : story;
}
