/**
 * Notification Management's calls (docs/requirements.md#7-calls-to-the-backend,
 * docs/decisions.md#3-gaps-decided).
 */
import { managedResource, type AnsweredMedia, type ResourceId } from '@/api/resourceApi';
import type { DateInput } from '@/lib/format';
import type { NoticeTo, NotificationStatus, NotificationType } from './notificationSchema';

export type NotificationId = ResourceId;

/** A notification as the server answers it (docs/requirements.md#3-entities). */
export interface Notification {
  id: NotificationId;
  title: string;
  description: string;
  type: NotificationType;
  noticeTo: NoticeTo;
  /** Resolved on arrival: an absolute or data URL, or null when there is none. */
  image?: string | null;
  /** `image` as the API answered it, which an update sends back to keep it. */
  answeredMedia?: AnsweredMedia;
  status?: NotificationStatus;
  /** The reference server's version (docs/api.md#versions), sent back with each write. */
  version?: number;
  createdAt?: DateInput;
  /** The older name of createdAt. */
  createDate?: DateInput;
  updatedAt?: DateInput;
}

/**
 * Create and update payload, the same for both (docs/requirements.md#7-calls-to-the-backend).
 * An update without a new image sends the current one back as the API answered it.
 */
export interface NotificationBody {
  title: string;
  description: string;
  type: NotificationType;
  noticeTo: NoticeTo;
  /** A data URL, or on update the current image as answered; left out when there is none. */
  image?: string;
}

export const notifications = managedResource<Notification, NotificationBody>('notifications', {
  loadFailure: 'Failed to load notifications:',
  mediaFields: ['image'],
});
