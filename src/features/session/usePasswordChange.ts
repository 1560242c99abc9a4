import { useState } from 'react';
import { useFormik } from 'formik';
import { failureText, GENERIC_FAILURE } from '@/api/apiError';
import { useChangeOwnPasswordMutation } from '@/api/profile';
import { fieldOfRefusal, passwordChangeSchema, type PasswordChangeValues } from './passwordSchema';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The form of the admin's own password change: PUT /admin/profile/password, whose fresh token
 * the session takes in place of the old one (sessionSlice). Once it is changed the form is
 * emptied and `onChanged` gets the server's message; a refusal is shown under its field, or as
 * `failure` above the form. `reset` empties the form, for a dialog that closes.
 */
export function usePasswordChange(onChanged: (message: string) => void | Promise<void>) {
  const [changePassword] = useChangeOwnPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<PasswordChangeValues>({
    initialValues: EMPTY,
    validationSchema: passwordChangeSchema,
    onSubmit: async ({ currentPassword, newPassword }, { setFieldError, resetForm }) => {
      setFailure(null);
      let message: string;
      try {
        ({ message } = await changePassword({ currentPassword, newPassword }).unwrap());
      } catch (error) {
        const refusal = failureText(error, GENERIC_FAILURE);
        const field = fieldOfRefusal(refusal);
        if (field) setFieldError(field, refusal);
        else setFailure(refusal);
        return;
      }
      // Passwords are not kept on screen once used.
      resetForm();
      await onChanged(message);
    },
  });
  const reset = () => {
    formik.resetForm();
    setFailure(null);
  };
  return { formik, failure, reset };
}

export type PasswordChangeForm = ReturnType<typeof usePasswordChange>;
