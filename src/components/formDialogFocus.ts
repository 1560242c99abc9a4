import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** What a form dialog's admin types into or picks from: MUI's selects are comboboxes. */
const FIELDS = 'input, textarea, [role="combobox"]';
/** What may stand for a field that has an error: an image field's error is on its button. */
const CONTROLS = `${FIELDS}, button`;

/**
 * A control the keyboard reaches: not the hidden inputs that MUI keeps beside a select, a
 * multiline field or an image picker (hidden, or out of the tab order).
 */
const reachable = (element: HTMLElement) =>
  !element.hidden &&
  element.tabIndex >= 0 &&
  !element.matches(':disabled, [type="hidden"], [aria-hidden="true"]');

const firstReachable = (within: Element, selector: string) =>
  [...within.querySelectorAll<HTMLElement>(selector)].find(reachable);

/** Focuses the first field of `container`, in the order of the page. */
export const focusFirstField = (container: Element) => firstReachable(container, FIELDS)?.focus();

/**
 * Focuses the first field showing an error, in the order of the page: MUI marks a field's
 * label, input and message with `Mui-error`, and its form control holds the element to focus.
 */
export function focusFirstError(form: Element) {
  const marked = form.querySelector('.Mui-error');
  const control = marked?.closest('.MuiFormControl-root') ?? marked;
  if (control) firstReachable(control, CONTROLS)?.focus();
}

interface FormFocusOptions {
  /** True while the submit runs (Formik's isSubmitting). */
  submitting: boolean;
  /** True while the form has errors (not Formik's isValid). */
  invalid: boolean;
}

/**
 * Where a form dialog puts the focus: on its first field as it opens, so the admin types at
 * once instead of tabbing out of the dialog's frame; and, once a submit has been answered with
 * errors (the form's checks, or a refusal the server names a field for), on the first of them,
 * where a screen reader then reads the message.
 *
 * @example
 * const { formRef, submitted } = useFormFocus({ submitting, invalid });
 * <Dialog slotProps={{ transition: { onEntering: focusFirstField } }}>
 *   <form ref={formRef} onSubmit={(event) => { submitted(); onSubmit(event); }}>
 */
export function useFormFocus({ submitting, invalid }: FormFocusOptions) {
  const formRef = useRef<HTMLFormElement>(null);
  // A count, not a flag: a second refused submit changes nothing else the effect could see.
  const [attempts, setAttempts] = useState(0);
  const answered = useRef(0);
  useEffect(() => {
    if (submitting || answered.current === attempts) return;
    answered.current = attempts;
    if (invalid && formRef.current) focusFirstError(formRef.current);
  }, [attempts, submitting, invalid]);
  return { formRef, submitted: () => setAttempts((count) => count + 1) };
}

/**
 * Once the dialog has closed, the focus goes back to what opened it, where nothing else took it.
 * Discard is answered in a second dialog, and both close at once: that dialog hands the focus
 * back to the form's field, in the form's dialog on its way out, and the page would be left with
 * the focus on its body.
 *
 * @example
 * const focusBack = useFocusBack(open);
 * <Dialog slotProps={{ transition: { onExited: focusBack } }}>
 */
export function useFocusBack(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // Before the dialog's focus trap moves the focus in, which it does in a later (passive) effect.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
  }, [open]);
  // Called with the closed dialog's element, still in the page: a focus left in it goes too.
  return (dialog: HTMLElement) => {
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || dialog.contains(focused);
    if (lost && opener.current?.isConnected) opener.current.focus();
  };
}
