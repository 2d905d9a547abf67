/**
 * Hands what a visitor typed or ticked before the page was hydrated to the components: a field whose
 * value differs from the HTML's gets the event its `onChange` listens to, so its state takes the
 * value and the next render keeps it (React 19 does the same on hydration; Preact does not).
 */
export function replayEarlyInput(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected))
        field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field.value !== field.defaultValue) {
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
