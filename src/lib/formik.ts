import type { FormikProps } from 'formik';

/** A field's message once the admin has left it or tried to submit, as forms show it. */
export function fieldError<V>(formik: FormikProps<V>, field: keyof V & string): string | undefined {
  const error = formik.errors[field];
  return formik.touched[field] && typeof error === 'string' ? error : undefined;
}

/**
 * The one way a form binds a text or select field: Formik's value and handlers, and the
 * field's message under it. `idPrefix` gives each input a stable id ('banner-title').
 *
 * @example
 * <TextField label="Title" required {...bindField(formik, 'title', 'banner')} />
 */
export function bindField<V>(formik: FormikProps<V>, field: keyof V & string, idPrefix: string) {
  const error = fieldError(formik, field);
  return {
    id: `${idPrefix}-${field}`,
    ...formik.getFieldProps(field),
    error: Boolean(error),
    helperText: error,
  };
}

/**
 * The one way a form binds an image field (components/ImageField): the chosen file, its message,
 * and a change that clears the old message and checks the new file.
 *
 * @example
 * <ImageField id="banner-desktop-image" label="Desktop Image" {...bindImage(formik, 'desktopImage')} />
 */
export function bindImage<V>(formik: FormikProps<V>, field: keyof V & string) {
  return {
    file: formik.values[field] as File | null,
    error: fieldError(formik, field),
    onChange: (file: File | null) => {
      formik.setFieldError(field, undefined);
      void formik.setFieldTouched(field, true, false);
      void formik.setFieldValue(field, file);
    },
  };
}
