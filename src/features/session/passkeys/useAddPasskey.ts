import { enqueueSnackbar } from 'notistack';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { PASSKEY_MESSAGES } from '../../../../contract/passkeyRules';
import { failureText, GENERIC_FAILURE, refusedField } from '@/api/apiError';
import { requiredText } from '@/lib/textSchema';
import { promptFailure } from '../passkeyPrompts';
import { currentPasswordRule } from '../passwordSchema';
import { loadWebAuthn } from '../webAuthn';
import { useAddPasskeyMutation, usePasskeyOptionsMutation } from './passkeysApi';

const addPasskeySchema = yup.object({
  name: requiredText(PASSKEY_MESSAGES.nameRequired),
  currentPassword: currentPasswordRule,
});
type AddPasskeyValues = yup.InferType<typeof addPasskeySchema>;

/**
 * Add a passkey (docs/api.md#passkeys): the server's one-time options for the current password,
 * then the browser's prompt, and its answer back with the name. A refusal of the password is said
 * under it, before any prompt; the prompt's refusals and the server's others under the name. A
 * passkey added is a snackbar, and the form is empty again.
 */
export function useAddPasskey() {
  const [passkeyOptions] = usePasskeyOptionsMutation();
  const [addPasskey] = useAddPasskeyMutation();
  return useFormik<AddPasskeyValues>({
    initialValues: { name: '', currentPassword: '' },
    validationSchema: addPasskeySchema,
    onSubmit: async ({ name, currentPassword }, { setFieldError, resetForm }) => {
      try {
        const optionsJSON = await passkeyOptions({ currentPassword }).unwrap();
        const { startRegistration } = await loadWebAuthn();
        const response = await startRegistration({ optionsJSON });
        const { message } = await addPasskey({ name: name.trim(), response }).unwrap();
        enqueueSnackbar(message, { variant: 'success' });
        // Passwords are not kept on screen once used.
        resetForm();
      } catch (error) {
        const field = refusedField(error) === 'currentPassword' ? 'currentPassword' : 'name';
        setFieldError(field, promptFailure(error) ?? failureText(error, GENERIC_FAILURE));
      }
    },
  });
}
