/**
 * What a visitor chose in a form before the page's scripts arrived. Hydration sets controlled
 * fields back to the state the page was rendered with, so a form that wants to keep those choices
 * is marked `data-keep-early-input`, and its values are taken just before hydration, when the
 * visitor changed any of them.
 */
const early = new Map<string, URLSearchParams>();

const KEEP_EARLY_INPUT = 'data-keep-early-input';

/** Called once, right before hydration. */
export function captureEarlyInput(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${KEEP_EARLY_INPUT}][id]`)) {
    if (![...form.elements].some(editedSinceLoad)) continue;
    const values = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string') values.append(name, value);
    }
    early.set(form.id, values);
  }
}

/** The values the visitor gave the form before hydration, once; null when they changed nothing. */
export function takeEarlyInput(formId: string): URLSearchParams | null {
  const values = early.get(formId) ?? null;
  early.delete(formId);
  return values;
}

/** Whether a field differs from what the page's HTML gave it: the visitor changed it. */
export function editedSinceLoad(element: Element): boolean {
  if (element instanceof HTMLSelectElement) {
    if (element.multiple) return [...element.options].some((option) => option.selected !== option.defaultSelected);
    // Without a `selected` option in the HTML the browser shows the first one.
    const initial = Math.max(0, [...element.options].findIndex((option) => option.defaultSelected));
    return element.selectedIndex !== initial;
  }
  if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue;
  if (!(element instanceof HTMLInputElement) || element.type === 'file' || element.type === 'hidden') return false;
  if (element.type === 'checkbox' || element.type === 'radio') return element.checked !== element.defaultChecked;
  return element.value !== element.defaultValue;
}
