/**
 * Images only some signed-in admins may see (docs/api.md#images): a wallet payment's screenshot.
 * An <img> cannot send the admin's token, so such an image is fetched through the base query,
 * with the token, the session's end on a 401 and the error texts of any call, and handed over
 * as a blob URL, which whoever shows it revokes.
 */
import { baseApi } from './baseApi';

export const privateImagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Answers a blob URL of the image at `path`, a path on the API's origin. */
    fetchPrivateImage: build.mutation<string, string>({
      query: (path) => ({
        url: path,
        // The image goes into a blob URL, not into the store: only its address is kept.
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
      extraOptions: { adminToken: true },
    }),
  }),
});

export const { useFetchPrivateImageMutation } = privateImagesApi;
