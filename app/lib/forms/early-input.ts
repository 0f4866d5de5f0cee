/**
 * What a visitor chose in a form of the server's page before its scripts arrived: its values when
 * any field differs from the HTML, else null. Read during hydration's render (a lazy state
 * initializer), before React sets controlled fields back to the state the page was rendered with;
 * null anywhere else (the server, a page reached by a navigation, where there is no such form yet).
 */
export function editedFormValues(formId: string): URLSearchParams | null {
  if (typeof document === 'undefined') return null;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement) || ![...form.elements].some(editedSinceLoad)) return null;
  const values = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values.append(name, value);
  }
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
