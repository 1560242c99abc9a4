import { useFormik, type FormikValues } from 'formik';
import { enqueueSnackbar } from 'notistack';
import type { Schema } from 'yup';
import type { VersionConflict } from '@/api/versionConflict';
import { bindField, bindImage } from '@/lib/formik';
import { useConflictChoice } from './useConflictChoice';
import type { FieldRefusal } from './saveOutcome';
import { useUnsavedEdits, type UnsavedEditsPlace } from './useUnsavedEdits';

/**
 * The contract of every create/edit form (`<BannerForm>`, `<ProductForm>`, ...): the page says
 * whether it is open and for which item (null to create), and receives the finished draft. The
 * page's `use<X>Actions` does the write and its messages, and answers whether it was saved.
 */
export interface EntityFormProps<Item, Draft> {
  open: boolean;
  item: Item | null;
  onClose: () => void;
  /**
   * True when saved: the form then clears itself; false keeps what the admin typed, as does a
   * refusal naming a field, which the form shows under that field.
   */
  onSubmit: (draft: Draft) => Promise<boolean | FieldRefusal> | boolean | FieldRefusal;
  /** A save refused because the item changed since the dialog opened it (docs/api.md#versions). */
  conflict?: VersionConflict<Item> | null;
  /** Goes on editing the item as it is now (creating it, if deleted), once the admin has chosen how. */
  onResolveConflict?: (current: Item | null) => void;
  /** Where the form keeps what is typed until it is saved or discarded. */
  unsavedEdits?: UnsavedEditsPlace<Item>;
}

/** The dialog's title and submit button, to create and to edit. */
export type EntityFormTexts = Record<'create' | 'edit', { title: string; submit: string }>;

/**
 * A form's titles and buttons named by its noun: 'Add Category' to create, 'Edit Category' and
 * 'Save Changes' to edit; where the requirements word them otherwise, the verbs to `add` (the
 * title and button: 'Upload Blog'), to `create` (the button alone: 'Create Banner'), and whether
 * the edit's button is 'Update Blog'.
 */
export const formTexts = (
  noun: string,
  {
    add = 'Add',
    create = add,
    update = false,
  }: { add?: string; create?: string; update?: boolean } = {},
): EntityFormTexts => ({
  create: { title: `${add} ${noun}`, submit: `${create} ${noun}` },
  edit: { title: `Edit ${noun}`, submit: update ? `Update ${noun}` : 'Save Changes' },
});

/** What makes one form: everything `useEntityForm` needs besides the page's props. */
export interface EntityFormSpec<Item, Values extends FormikValues, Draft> {
  /** Gives each input a stable id ('banner-title'). */
  idPrefix: string;
  texts: EntityFormTexts;
  /** The fields' starting values: the item's, or empty ones to create. */
  toValues: (item: Item | null) => Values;
  /** Validation, which may differ between create and edit (an image required only on create). */
  schema: Schema | ((editing: boolean) => Schema);
  /** The validated values as the draft the page saves (trimmed, typed, files read). */
  toDraft: (values: Values, item: Item | null) => Draft | Promise<Draft>;
}

/**
 * Formik for one create/edit dialog: values from the item, the schema and texts for create or
 * edit, and the reset that closing and saving both do
 * (docs/requirements.md#4-states-and-transitions). Spread `dialogProps` on `<FormDialog>`, and
 * bind text and select fields with `field`, image fields with `image`.
 *
 * @example
 * const { field, dialogProps } = useEntityForm({ ...props, ...PRODUCT_FORM });
 * <FormDialog {...dialogProps} maxWidth="xs">
 *   <TextField label="Product Name" {...field('name')} />
 */
export function useEntityForm<Item, Values extends FormikValues, Draft>({
  open,
  item,
  onClose,
  onSubmit,
  conflict,
  onResolveConflict,
  unsavedEdits,
  idPrefix,
  texts,
  toValues,
  schema,
  toDraft,
}: EntityFormProps<Item, Draft> & EntityFormSpec<Item, Values, Draft>) {
  const editing = item !== null;
  const { initialValues, choiceFor, forget } = useConflictChoice({
    item,
    conflict,
    onResolveConflict,
    onDiscard: () => close(),
    toValues,
  });
  const formik = useFormik<Values>({
    initialValues,
    enableReinitialize: true,
    validationSchema: typeof schema === 'function' ? schema(editing) : schema,
    onSubmit: async (values) => {
      let draft: Draft;
      try {
        draft = await toDraft(values, item);
      } catch (error) {
        // Reading a chosen file can fail (it was moved or deleted meanwhile).
        enqueueSnackbar(`The form could not be read: ${String(error)}`, { variant: 'error' });
        return;
      }
      const saved = await onSubmit(draft);
      if (saved === true) clear();
      // A refusal under the field it names, where the form has that field; else in a snackbar.
      else if (saved && saved.field in formik.values)
        formik.setFieldError(saved.field, saved.message);
      else if (saved) enqueueSnackbar(saved.toast, { variant: 'error' });
    },
  });
  const forgetEdits = useUnsavedEdits(formik, open, item, unsavedEdits);
  /** Saved or closed: the edits kept for the item, and the form's, end. */
  function clear() {
    forgetEdits();
    forget();
    formik.resetForm();
  }
  function close() {
    clear();
    onClose();
  }
  const { title, submit } = editing ? texts.edit : texts.create;
  return {
    formik,
    editing,
    field: (name: keyof Values & string) => bindField(formik, name, idPrefix),
    image: (name: keyof Values & string) => bindImage(formik, name),
    dialogProps: {
      open,
      title,
      submitLabel: submit,
      onClose: close,
      onSubmit: formik.handleSubmit,
      submitting: formik.isSubmitting,
      dirty: formik.dirty,
      invalid: !formik.isValid,
      conflict: choiceFor(formik),
    },
  };
}
