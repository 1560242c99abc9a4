import { useMemo, useState } from 'react';
import type { FormikProps, FormikValues } from 'formik';
import type { VersionConflict } from '@/api/versionConflict';
import type { Clash, ClashSide, ConflictChoice } from '@/components/ConflictNotice';
import { fieldWords } from '@/lib/valueWords';

interface ConflictChoiceOptions<Item, Values> {
  item: Item | null;
  conflict?: VersionConflict<Item> | null;
  /** The dialog then edits `current`, or creates when it was deleted (useEditDialog's). */
  onResolveConflict?: (current: Item | null) => void;
  /** Closes the dialog, the edits thrown away. */
  onDiscard: () => void;
  toValues: (item: Item | null) => Values;
}

/** A form's value as the notice says it; a typed number and the stored one read alike. */
const asText = (value: unknown) => (value === '' || value == null ? '—' : String(value));

/** The fields of `values` that differ from `base`: what the admin changed. */
function changedValues<Values extends FormikValues>(values: Values, base: Values): Partial<Values> {
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => !Object.is(value, base[name])),
  ) as Partial<Values>;
}

/** The text fields both changed from `base`, to different values (a chosen image is no text). */
function clashesOf<V extends FormikValues>(base: V, mine: V, theirs: V): Clash[] {
  return Object.keys(mine).flatMap((field) => {
    const text = (values: V) => asText(values[field]);
    const [was, my, their] = [text(base), text(mine), text(theirs)];
    const clash = typeof mine[field] !== 'object' && my !== was && their !== was && my !== their;
    return clash ? [{ field, label: fieldWords(field), mine: my, theirs: their }] : [];
  });
}

/**
 * A create/edit form's way through a stale save (docs/api.md#versions): its starting values, and
 * the choice to offer while a conflict is open. Where both admins changed a field, the notice
 * shows theirs and mine and the admin picks (mine until they do). Reloading keeps the admin's
 * edits, as picked, for the current item only: the form's values are those of the item it edits,
 * with the edits kept for it on top. An item deleted meanwhile can be created again from the
 * form as typed, or the edits discarded.
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
  onDiscard,
  toValues,
}: ConflictChoiceOptions<Item, Values>) {
  const [kept, setKept] = useState<{ item: Item | null; edits: Partial<Values> } | null>(null);
  const [picks, setPicks] = useState<Record<string, ClashSide>>({});
  const initialValues = useMemo(() => {
    const values = toValues(item);
    return kept && kept.item === item ? { ...values, ...kept.edits } : values;
  }, [toValues, item, kept]);

  const choiceFor = (formik: FormikProps<Values>): ConflictChoice | undefined => {
    if (!conflict || !onResolveConflict) return undefined;
    const { current, message } = conflict;
    const continueWith = (edits: Partial<Values>) => {
      setKept({ item: current, edits });
      setPicks({});
      formik.resetForm({ values: { ...toValues(current), ...edits } });
      onResolveConflict(current);
    };
    // Deleted meanwhile: the form, as typed, can create the item again.
    if (current === null) {
      return {
        message,
        clashes: [],
        onPick: () => undefined,
        actions: [
          { label: 'Create it again with my edits', onClick: () => continueWith(formik.values) },
          { label: 'Discard', onClick: onDiscard },
        ],
      };
    }
    const base = toValues(item);
    const clashes = clashesOf(base, formik.values, toValues(current)).map((clash) => ({
      ...clash,
      side: picks[clash.field] ?? 'mine',
    }));
    const mineAsPicked = () => {
      const edits: Partial<Values> = changedValues(formik.values, base);
      for (const { field, side } of clashes) if (side === 'theirs') delete edits[field];
      return edits;
    };
    return {
      message,
      clashes,
      onPick: (field, side) => setPicks((picked) => ({ ...picked, [field]: side })),
      actions: [
        { label: 'Reload with my edits', onClick: () => continueWith(mineAsPicked()) },
        { label: 'Discard my edits', onClick: () => continueWith({}) },
      ],
    };
  };
  /** Forgets the edits kept for the item the dialog went on with: the dialog closed or saved. */
  const forget = () => setKept(null);
  return { initialValues, choiceFor, forget };
}
