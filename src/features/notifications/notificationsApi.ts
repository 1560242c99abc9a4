/**
 * Notification Management's calls (docs/requirements.md#7-calls-to-the-backend,
 * docs/decisions.md#3-gaps-decided).
 */
import type {
  NewNotification,
  Notification as WireNotification,
} from '../../../contract/notification';
import { managedResource, type AnsweredMedia, type ResourceId } from '@/api/resourceApi';
import { declaredShopList } from '@/api/declared';
import type { DateInput } from '@/lib/format';

/**
 * A notification as the server answers it (docs/requirements.md#3-entities): its image resolved
 * on arrival (an absolute or data URL, or null when there is none); the version, sent back with
 * each write, is the reference server's (docs/api.md#versions).
 */
export type Notification = Pick<WireNotification, 'title' | 'description' | 'type' | 'noticeTo'> &
  // The recipients are the reference server's (docs/api.md#notification-recipients).
  Partial<Pick<WireNotification, 'status' | 'version' | 'recipients' | 'recipientUsers'>> & {
    id: ResourceId;
    image?: string | null;
    /** `image` as the API answered it, which an update sends back to keep it. */
    answeredMedia?: AnsweredMedia;
    createdAt?: DateInput;
    /** The older name of createdAt. */
    createDate?: DateInput;
    updatedAt?: DateInput;
  };

/**
 * Create and update payload, the same for both (docs/requirements.md#7-calls-to-the-backend).
 * An update without a new image sends the current one back as the API answered it; the image is
 * left out when there is none.
 */
export type NotificationBody = Omit<NewNotification, 'image'> & { image?: string };

export const notifications = managedResource<Notification, NotificationBody>('notifications', {
  loadFailure: 'Failed to load notifications:',
  mediaFields: ['image'],
});

/**
 * Whether a notice To Specific Users can name its recipients here: the reference server keeps
 * them, and its users are searched to choose them (docs/api.md#notification-recipients).
 */
export const choosesRecipients = () =>
  notifications.takesOwnFields() && declaredShopList('users').offers.pages();
