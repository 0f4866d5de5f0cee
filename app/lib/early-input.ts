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
    if (![...form.elements].some(changedByVisitor)) continue;
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

function changedByVisitor(element: Element): boolean {
  if (element instanceof HTMLSelectElement) {
    // The `selected` attribute is what the page was served with (`defaultSelected` reflects it).
    return [...element.options].some((option) => option.selected !== option.hasAttribute('selected'));
  }
  if (element instanceof HTMLInputElement) {
    return element.type === 'checkbox' || element.type === 'radio'
      ? element.checked !== element.defaultChecked
      : element.value !== element.defaultValue;
  }
  return false;
}
