import { useMemo } from 'react';
import {
  useResourceActions,
  useStatusToggle,
  type ResourceTexts,
} from '@/hooks/useResourceActions';
import {
  useCreateBannerMutation,
  useDeleteBannerMutation,
  useSetBannerStatusMutation,
  useUpdateBannerMutation,
  type Banner,
  type BannerBody,
} from './bannersApi';

const TEXTS: ResourceTexts = {
  created: 'Banner created successfully!',
  updated: 'Banner updated successfully!',
  deleted: 'Banner deleted successfully!',
  saveFailed: 'Failed to create/update banner:',
  deleteFailed: 'Failed to delete banner:',
  confirmDelete: (banner: Banner) => ({
    title: 'Delete banner?',
    message: `"${banner.title}" will be deleted. This cannot be undone.`,
  }),
};

/**
 * Banner Management's writes and their messages (docs/requirements.md#8-errors-and-messages):
 * save, delete, and the status switch, which sends the opposite of the current status
 * (docs/requirements.md#4-states-and-transitions).
 */
export function useBannerActions() {
  const [create] = useCreateBannerMutation();
  const [update] = useUpdateBannerMutation();
  const [remove] = useDeleteBannerMutation();
  const [setStatus] = useSetBannerStatusMutation();
  const writes = useResourceActions<Banner, BannerBody>({ create, update, remove }, TEXTS);
  const toggleStatus = useStatusToggle<Banner>(setStatus, 'Banner');
  return useMemo(() => ({ ...writes, toggleStatus }), [writes, toggleStatus]);
}
