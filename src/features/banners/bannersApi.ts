/** Banner Management's calls (spec §7). */
import { enqueueSnackbar } from 'notistack';
import { failureText, isSilentLoadFailure } from '@/api/apiError';
import { baseApi } from '@/api/baseApi';
import { API_PATHS } from '@/api/endpoints';
import { normaliseList } from '@/api/normalise';
import { readConfig } from '@/app/config';
import type { DateInput } from '@/lib/format';
import { resolveMediaUrl } from '@/lib/images';
import type { BannerStatus } from './bannerSchema';

export type BannerId = string | number;

/** Spec §3 Banner, as the server answers it. */
export interface Banner {
  id: BannerId;
  position: number;
  title: string;
  description: string;
  redirectUrl?: string | null;
  /** Resolved on arrival: absolute or data URLs, or null when there is none. */
  bannerImageDesktop?: string | null;
  bannerImageMobile?: string | null;
  status: BannerStatus;
  createdAt?: DateInput;
  updatedAt?: DateInput;
}

/** Create and update payload. On update, an image is sent only when it is replaced. */
export interface BannerBody {
  position: number;
  title: string;
  description: string;
  /** '' for none. */
  redirectUrl: string;
  status: BannerStatus;
  /** Data URLs. */
  bannerImageDesktop?: string;
  bannerImageMobile?: string;
}

/** What create, update, delete and status answer (spec §7: `success: true` is required). */
export interface BannerReply {
  success: true;
  message?: string;
  banner?: Banner;
}

const LIST = { type: 'Banner', id: 'LIST' } as const;
const row = (id: BannerId) => ({ type: 'Banner' as const, id });
const MUTATION = { requireSuccess: true } as const;

export const bannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<Banner[], void>({
      query: () => API_PATHS.banner.all,
      transformResponse: (response: unknown) => {
        const { apiBaseUrl } = readConfig();
        return normaliseList<Banner>(response, 'banners').map((banner) => ({
          ...banner,
          bannerImageDesktop: resolveMediaUrl(banner.bannerImageDesktop, apiBaseUrl),
          bannerImageMobile: resolveMediaUrl(banner.bannerImageMobile, apiBaseUrl),
        }));
      },
      providesTags: (banners = []) => [...banners.map(({ id }) => row(id)), LIST],
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          const { error } = failure as { error?: unknown };
          if (isSilentLoadFailure(error)) return;
          enqueueSnackbar(`Failed to load banners: ${failureText(error, 'Unknown error')}`, {
            variant: 'error',
            preventDuplicate: true,
          });
        }
      },
    }),
    createBanner: build.mutation<BannerReply, BannerBody>({
      query: (body) => ({ url: API_PATHS.banner.create, method: 'POST', body }),
      extraOptions: MUTATION,
      invalidatesTags: (_reply, error) => (error ? [] : [LIST]),
    }),
    updateBanner: build.mutation<BannerReply, { id: BannerId; body: BannerBody }>({
      query: ({ id, body }) => ({ url: API_PATHS.banner.update(id), method: 'PUT', body }),
      extraOptions: MUTATION,
      invalidatesTags: (_reply, error, { id }) => (error ? [] : [row(id), LIST]),
    }),
    deleteBanner: build.mutation<BannerReply, BannerId>({
      query: (id) => ({ url: API_PATHS.banner.remove(id), method: 'DELETE' }),
      extraOptions: MUTATION,
      invalidatesTags: (_reply, error, id) => (error ? [] : [row(id), LIST]),
    }),
    setBannerStatus: build.mutation<BannerReply, { id: BannerId; status: BannerStatus }>({
      query: ({ id, status }) => ({
        url: API_PATHS.banner.status(id),
        method: 'PUT',
        body: { status },
      }),
      extraOptions: MUTATION,
      invalidatesTags: (_reply, error, { id }) => (error ? [] : [row(id), LIST]),
    }),
  }),
});

export const {
  useGetBannersQuery,
  useCreateBannerMutation,
  useUpdateBannerMutation,
  useDeleteBannerMutation,
  useSetBannerStatusMutation,
} = bannersApi;
