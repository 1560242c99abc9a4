/**
 * The signed-in admin's passkeys (docs/api.md#passkeys): the list, the prompt's options for the
 * current password, the browser's answer with a name, a removal. Injected from the dialog's own chunk: the layout
 * carries none of it. The list is kept current by the additions and removals themselves.
 */
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type {
  Passkey,
  PasskeyAddBody,
  PasskeyListReply,
  PasskeyOptionsBody,
  PasskeyReply,
} from '../../../../contract/passkeys';
import { baseApi } from '@/api/baseApi';
import { API_PATHS } from '@/api/endpoints';

export const passkeysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPasskeys: build.query<Passkey[], void>({
      query: () => API_PATHS.passkeys,
      transformResponse: (reply: PasskeyListReply) => reply.data,
    }),
    passkeyOptions: build.mutation<PublicKeyCredentialCreationOptionsJSON, PasskeyOptionsBody>({
      query: (body) => ({ url: API_PATHS.passkeyOptions, method: 'POST', body }),
    }),
    addPasskey: build.mutation<PasskeyReply, PasskeyAddBody>({
      query: (body) => ({ url: API_PATHS.passkeys, method: 'POST', body }),
      extraOptions: { requireSuccess: true },
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        const added = await queryFulfilled.catch(() => undefined);
        if (!added) return;
        dispatch(
          passkeysApi.util.updateQueryData('listPasskeys', undefined, (list) => {
            list.push(added.data.data);
          }),
        );
      },
    }),
    removePasskey: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: API_PATHS.passkey(id), method: 'DELETE' }),
      extraOptions: { requireSuccess: true },
      onQueryStarted: async (id, { dispatch, queryFulfilled }) => {
        if (!(await queryFulfilled.catch(() => undefined))) return;
        dispatch(
          passkeysApi.util.updateQueryData('listPasskeys', undefined, (list) =>
            list.filter((passkey) => passkey.id !== id),
          ),
        );
      },
    }),
  }),
});

export const {
  useListPasskeysQuery,
  usePasskeyOptionsMutation,
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
} = passkeysApi;
