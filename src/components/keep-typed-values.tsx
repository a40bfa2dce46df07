import { useFormikContext } from 'formik';
import { useLayoutEffect } from 'react';

const TEXT_TYPES = new Set(['text', 'email', 'password', 'tel', 'search', 'url', 'number']);

/**
 * For a Formik form the server drew: what the guest typed into its fields before the app started
 * is in the page but not in Formik's values (React keeps the typed text when it hydrates, and
 * sends no change event for it). On hydration this takes that text into the form's values, so a
 * submit sees what the guest sees. Boxes and buttons need nothing: a click before the start is
 * kept and made again afterwards (src/app/startup/early-clicks.ts).
 *
 * Placed inside the form, found by its id: a ref on the form is not attached yet when the effects
 * of the elements inside it run, and those must run before anything redraws the fields.
 */
export function KeepTypedValues({ formId }: { formId: string }) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();

  useLayoutEffect(() => {
    const element = document.getElementById(formId);
    if (!(element instanceof HTMLFormElement)) return;
    for (const [name, value] of Object.entries(values)) {
      const field = element.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement) || !TEXT_TYPES.has(field.type)) continue;
      if (field.value !== (value ?? '')) void setFieldValue(name, field.value, false);
    }
    // Once, as the app takes the drawn form over: later typing reaches Formik by its own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
