import { useMemo, useState } from 'react';
import type { FormikProps, FormikValues } from 'formik';
import type { VersionConflict } from '@/api/versionConflict';
import type { ConflictChoice } from '@/components/ConflictNotice';

interface ConflictChoiceOptions<Item, Values> {
  item: Item | null;
  conflict?: VersionConflict<Item> | null;
  /** The dialog then edits `current` (useEditDialog's resolveConflict). */
  onResolveConflict?: (current: Item) => void;
  toValues: (item: Item | null) => Values;
}

/** The fields of `values` that differ from `base`: what the admin changed. */
function changedValues<Values extends FormikValues>(values: Values, base: Values): Partial<Values> {
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => !Object.is(value, base[name])),
  ) as Partial<Values>;
}

/**
 * A create/edit form's way through a stale save (docs/api.md#versions): its starting values, and
 * the choice to offer while a conflict is open. Reloading keeps the admin's edits for the current
 * item only: the form's values are those of the item it edits, with the edits kept for it on top.
 *
 * @example
 * const { initialValues, choiceFor } = useConflictChoice({ item, conflict, onResolveConflict, toValues });
 * const formik = useFormik({ initialValues, enableReinitialize: true, ... });
 * <FormDialog conflict={choiceFor(formik)} ... />
 */
export function useConflictChoice<Item, Values extends FormikValues>({
  item,
  conflict,
  onResolveConflict,
  toValues,
}: ConflictChoiceOptions<Item, Values>) {
  const [kept, setKept] = useState<{ item: Item; edits: Partial<Values> } | null>(null);
  const initialValues = useMemo(() => {
    const values = toValues(item);
    return kept && kept.item === item ? { ...values, ...kept.edits } : values;
  }, [toValues, item, kept]);

  const choiceFor = (formik: FormikProps<Values>): ConflictChoice | undefined => {
    if (!conflict || !onResolveConflict) return undefined;
    const { current } = conflict;
    const continueWith = (edits: Partial<Values>) => {
      setKept({ item: current, edits });
      formik.resetForm({ values: { ...toValues(current), ...edits } });
      onResolveConflict(current);
    };
    return {
      message: conflict.message,
      onReload: () => continueWith(changedValues(formik.values, toValues(item))),
      onDiscard: () => continueWith({}),
    };
  };
  return { initialValues, choiceFor };
}
