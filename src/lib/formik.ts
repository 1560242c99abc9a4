import type { FormikProps } from 'formik';

/** A field's message once the admin has left it or tried to submit, as forms show it. */
export function fieldError<V>(formik: FormikProps<V>, field: keyof V & string): string | undefined {
  const error = formik.errors[field];
  return formik.touched[field] && typeof error === 'string' ? error : undefined;
}
