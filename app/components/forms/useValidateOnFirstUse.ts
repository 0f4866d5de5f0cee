import {useCallback, useRef, useState} from 'react';
import {flushSync} from 'react-dom';

const loadedModules = new Map<() => Promise<unknown>, unknown>();

/**
 * For a form on every page: its schema-validated version (conform and zod, 25 kB) loads the first
 * time a person points at the form or moves into it, not with the page. Until then the form renders
 * from `plainForm`: the browser checks the constraints, the server checks the schema and its errors
 * show, with or without JavaScript.
 *
 * Spread `triggers` on the plain form. When the module arrives the validated form replaces the plain
 * one (same ids), and whatever was typed, the focus and the caret carry over. `load` must be a
 * module-level function (`() => import('./X')`); once loaded, later forms start validated.
 */
export function useValidateOnFirstUse<Module>(formId: string, load: () => Promise<Module>) {
  const [loaded, setLoaded] = useState(() => loadedModules.get(load) as Module | undefined);
  const loading = useRef(false);
  const start = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (module) => {
        loadedModules.set(load, module);
        const carried = carryOver(formId);
        flushSync(() => setLoaded(module));
        carried();
      },
      // The plain form still posts and the server still validates; the next use tries again.
      () => {
        loading.current = false;
      },
    );
  }, [formId, load]);
  return {loaded, triggers: loaded ? {} : {onFocus: start, onPointerEnter: start}};
}

/** Reads what the person did in the form; the function it gives puts it back on a new form. */
function carryOver(formId: string): () => void {
  const before = document.getElementById(formId);
  if (!(before instanceof HTMLFormElement)) return () => {};
  const typed = [...before.elements]
    .filter((element) => element instanceof HTMLInputElement && element.type !== 'hidden' && element.id)
    .map((element) => ({id: element.id, value: (element as HTMLInputElement).value}));
  const focused = document.activeElement instanceof HTMLInputElement && before.contains(document.activeElement)
    ? document.activeElement
    : null;
  const caret = focused ? {id: focused.id, start: focused.selectionStart, end: focused.selectionEnd} : null;
  return () => {
    for (const {id, value} of typed) {
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement && input.value !== value) input.value = value;
    }
    if (!caret) return;
    const input = document.getElementById(caret.id);
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    // Email inputs have no caret to set (their selectionStart is null).
    if (caret.start !== null) input.setSelectionRange(caret.start, caret.end);
  };
}
