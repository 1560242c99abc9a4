import { useMemo } from 'react';
import { useFormik, type FormikValues } from 'formik';
import { enqueueSnackbar } from 'notistack';
import type { Schema } from 'yup';

/**
 * The contract of every create/edit form (`<BannerForm>`, `<ProductForm>`, ...): the page says
 * whether it is open and for which item (null to create), and receives the finished draft. The
 * page's `use<X>Actions` does the write and its messages, and answers whether it was saved.
 */
export interface EntityFormProps<Item, Draft> {
  open: boolean;
  item: Item | null;
  onClose: () => void;
  /** True when saved: the form then clears itself; false keeps what the admin typed. */
  onSubmit: (draft: Draft) => Promise<boolean> | boolean;
}

interface EntityFormOptions<Item, Values extends FormikValues, Draft> extends EntityFormProps<
  Item,
  Draft
> {
  /** The fields' starting values: the item's, or empty ones to create. */
  toValues: (item: Item | null) => Values;
  /** Validation, which may differ between create and edit (an image required only on create). */
  schema: Schema | ((editing: boolean) => Schema);
  /** The validated values as the draft the page saves (trimmed, typed, files read). */
  toDraft: (values: Values, item: Item | null) => Draft | Promise<Draft>;
}

/**
 * Formik for one create/edit dialog: values from the item, the schema for create or edit, and
 * the reset that closing and saving both do (docs/requirements.md#4-states-and-transitions).
 * Spread `dialogProps` on `<FormDialog>` and bind fields with lib/formik's `bindField`.
 *
 * @example
 * const { formik, editing, dialogProps } = useEntityForm({ ...props, toValues, schema, toDraft });
 * <FormDialog {...dialogProps} title={editing ? 'Edit Product' : 'Add Product'} submitLabel="Save">
 */
export function useEntityForm<Item, Values extends FormikValues, Draft>({
  open,
  item,
  onClose,
  onSubmit,
  toValues,
  schema,
  toDraft,
}: EntityFormOptions<Item, Values, Draft>) {
  const editing = item !== null;
  const initialValues = useMemo(() => toValues(item), [toValues, item]);
  const formik = useFormik<Values>({
    initialValues,
    enableReinitialize: true,
    validationSchema: typeof schema === 'function' ? schema(editing) : schema,
    onSubmit: async (values, { resetForm }) => {
      let draft: Draft;
      try {
        draft = await toDraft(values, item);
      } catch (error) {
        // Reading a chosen file can fail (it was moved or deleted meanwhile).
        enqueueSnackbar(`The form could not be read: ${String(error)}`, { variant: 'error' });
        return;
      }
      if (await onSubmit(draft)) resetForm();
    },
  });
  const close = () => {
    formik.resetForm();
    onClose();
  };
  return {
    formik,
    editing,
    dialogProps: {
      open,
      onClose: close,
      onSubmit: formik.handleSubmit,
      submitting: formik.isSubmitting,
    },
  };
}
