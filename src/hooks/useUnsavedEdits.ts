import { useEffect, useRef } from 'react';
import type { FormikProps, FormikValues } from 'formik';
import { enqueueSnackbar } from 'notistack';
import { forgetUnsavedEdits, keepUnsavedEdits, type RestoredEdits } from '@/lib/unsavedEdits';

export const EDITS_RESTORED = 'Your unsaved edits were restored';
export const IMAGE_NOT_KEPT = 'The image you chose was too large to keep: choose it again.';

/** Where a form keeps its unsaved edits, and what was kept there before (useCrudScreen). */
export interface UnsavedEditsPlace<Item> {
  screen: string;
  owner: string | null;
  /** Kept before this screen opened: the form starts from them, once. */
  restored: RestoredEdits<Item> | null;
}

/**
 * Keeps an open form's changes for the tab as they are typed, and puts kept ones back when the
 * form opens again after a reload or a new sign-in (docs/decisions.md#unsaved-edits). Returns
 * `forget`, which saving and discarding call: the only two ends of unsaved edits.
 */
export function useUnsavedEdits<Item, Values extends FormikValues>(
  formik: FormikProps<Values>,
  open: boolean,
  item: Item | null,
  place: UnsavedEditsPlace<Item> | undefined,
) {
  const restoredOnce = useRef(false);
  const { values, dirty, setValues } = formik;
  const restored = place?.restored;

  useEffect(() => {
    if (!open || !restored || restoredOnce.current) return;
    restoredOnce.current = true;
    void setValues((current) => ({ ...current, ...restored.values }), false);
    const message = restored.imageDropped ? `${EDITS_RESTORED}. ${IMAGE_NOT_KEPT}` : EDITS_RESTORED;
    enqueueSnackbar(message, { variant: 'info' });
  }, [open, restored, setValues]);

  useEffect(() => {
    if (!open || !place || !dirty) return;
    void keepUnsavedEdits(place.screen, place.owner, item, values);
  }, [open, place, dirty, item, values]);

  return () => {
    if (place) forgetUnsavedEdits(place.screen);
  };
}
