import { enqueueSnackbar } from 'notistack';
import { useFormik } from 'formik';
import { PASSKEY_MESSAGES } from '../../../../contract/passkeyRules';
import { failureText, GENERIC_FAILURE } from '@/api/apiError';
import { promptFailure } from '../passkeyPrompts';
import { loadWebAuthn } from '../webAuthn';
import { useAddPasskeyMutation, usePasskeyOptionsMutation } from './passkeysApi';

const validate = ({ name }: { name: string }) =>
  name.trim() ? {} : { name: PASSKEY_MESSAGES.nameRequired };

/**
 * Add a passkey (docs/api.md#passkeys): the name, then the server's one-time options, the
 * browser's prompt, and its answer back with the name. The prompt's refusals and the server's
 * are said under the name; a passkey added is a snackbar, and the form is empty again.
 */
export function useAddPasskey() {
  const [passkeyOptions] = usePasskeyOptionsMutation();
  const [addPasskey] = useAddPasskeyMutation();
  return useFormik({
    initialValues: { name: '' },
    validate,
    onSubmit: async ({ name }, { setFieldError, resetForm }) => {
      try {
        const optionsJSON = await passkeyOptions().unwrap();
        const { startRegistration } = await loadWebAuthn();
        const response = await startRegistration({ optionsJSON });
        const { message } = await addPasskey({ name: name.trim(), response }).unwrap();
        enqueueSnackbar(message, { variant: 'success' });
        resetForm();
      } catch (error) {
        setFieldError('name', promptFailure(error) ?? failureText(error, GENERIC_FAILURE));
      }
    },
  });
}
