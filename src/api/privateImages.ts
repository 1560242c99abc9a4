/**
 * Images only some signed-in admins may see (docs/api.md#images): a wallet payment's screenshot.
 * An <img> cannot send the admin's token, so such an image is fetched through the base query,
 * with the token, the session's end on a 401 and the error texts of any call, and handed over
 * as a blob URL, revoked once it leaves the screen (`usePrivateImage`).
 */
import { useEffect, useState } from 'react';
import { PLACEHOLDER_IMAGE } from '@/lib/images';
import { baseApi } from './baseApi';
import { apiUrl } from './source';

const privateImagesApi = baseApi.injectEndpoints({
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

/**
 * What an <img> may show of an image that only some admins may see (docs/api.md#images). An
 * address on the API's origin is fetched with the admin's token and answered as a blob URL,
 * revoked when the address changes or the image leaves the screen: `pending` until it arrives, the
 * placeholder if it is refused. Any other address (the data URL of a payment kept in the tab, a
 * file just chosen) is answered as it is, and the token never leaves for another origin.
 */
export function usePrivateImage(src: string | null | undefined): {
  src: string | null;
  pending: boolean;
} {
  const [fetchImage] = privateImagesApi.useFetchPrivateImageMutation();
  const apiBaseUrl = apiUrl();
  const path = src?.startsWith(`${apiBaseUrl}/`) ? src.slice(apiBaseUrl.length) : null;
  const [shown, setShown] = useState<{ path: string; url: string } | null>(null);

  useEffect(() => {
    if (!path) return;
    let gone = false;
    let blobUrl: string | undefined;
    fetchImage(path)
      .unwrap()
      .then(
        (url) => {
          blobUrl = url;
          if (gone) URL.revokeObjectURL(url);
          else setShown({ path, url });
        },
        () => {
          if (!gone) setShown({ path, url: PLACEHOLDER_IMAGE });
        },
      );
    return () => {
      gone = true;
      if (blobUrl) URL.revokeObjectURL(blobUrl);
    };
  }, [path, fetchImage]);

  if (!path) return { src: src ?? null, pending: false };
  return shown?.path === path ? { src: shown.url, pending: false } : { src: null, pending: true };
}
