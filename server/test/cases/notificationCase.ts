/**
 * Notifications as the shared resource cases see them: their order (newest first), a valid
 * body and the refusals of their own fields (docs/requirements.md#notification-management).
 */
import type { Notification } from '../../../contract/notification';
import { dataUrl, FIVE_MB, IMAGES, pngDataUrl, pngOfSize } from '../support/images';
import { required, type Refusal, type ResourceCase } from '../support/resourceApi';

const NOT_AN_IMAGE = 'image must be a PNG, JPEG, WebP or GIF image.';
const TOO_LARGE = 'Image must be smaller than 5MB.';
const AUDIENCES = 'noticeTo must be one of all, customers, admins, specific_users.';
const RECIPIENTS_NOT_TAKEN = 'Only a notice To Specific Users takes recipients.';
const OVER_5_MB = dataUrl('image/png', pngOfSize(FIVE_MB + 1));

const createRefusals: Refusal[] = [
  ...required('title', 'Title is required.', '   '),
  ['a title that is not text', { title: 42 }, 'title must be a string.'],
  [
    'a title over 200 characters',
    { title: 'x'.repeat(201) },
    'title must be at most 200 characters long.',
  ],
  ...required('description', 'Description is required.', ''),
  ...required('type', 'Type is required.', ''),
  [
    'an unknown type',
    { type: 'urgent' },
    'type must be one of info, warning, success, error, promotional.',
  ],
  ['no audience', { noticeTo: undefined }, 'Notice To is required.'],
  ['an unknown audience', { noticeTo: 'everyone' }, AUDIENCES],
  ...required('image', 'Notification image is required.', ''),
  [
    'an image that is not a data URL',
    { image: 'https://example.com/a.png' },
    'image must be an image as a data URL (data:image/png;base64,...).',
  ],
  ['an SVG image', { image: dataUrl('image/svg+xml', Buffer.from('<svg/>')) }, NOT_AN_IMAGE],
  ['a JPEG declared as a PNG', { image: dataUrl('image/png', IMAGES['image/jpeg']) }, NOT_AN_IMAGE],
  [
    'a text file renamed .png',
    { image: dataUrl('image/png', Buffer.from('hello, world')) },
    NOT_AN_IMAGE,
  ],
  ['broken base64', { image: 'data:image/png;base64,iVBO!!==' }, 'image is not valid base64.'],
  ['an image of 5 MB and 1 byte', { image: OVER_5_MB }, TOO_LARGE],
  ['a field it does not take', { status: 'inactive' }, 'status is not allowed.'],
  ['recipients of a notice To All', { recipients: ['u1'] }, RECIPIENTS_NOT_TAKEN],
];

const updateRefusals: Refusal[] = [
  ['no title', { title: undefined }, 'Title is required.'],
  ['an unknown audience', { noticeTo: 'vips' }, AUDIENCES],
  ['recipients of a notice To All', { recipients: ['u1'] }, RECIPIENTS_NOT_TAKEN],
  ['an image over 5 MB', { image: OVER_5_MB }, TOO_LARGE],
  ['a GIF declared as a WebP', { image: dataUrl('image/webp', IMAGES['image/gif']) }, NOT_AN_IMAGE],
];

const FIVE_NOTICES = ['Notice 5', 'Notice 4', 'Notice 3', 'Notice 2', 'Notice 1'];

/** A valid notification's fields but its image, stored as sent. */
const FIELDS = {
  title: 'Summer travel sale',
  description: '20% off every Europe eSIM until 30 June.',
  type: 'promotional',
  noticeTo: 'all',
} as const;

export const notificationCase: ResourceCase<Notification> = {
  prefix: '/admin/notification',
  itemKey: 'notification',
  listKey: 'notifications',
  texts: {
    created: 'Notification created successfully!',
    listed: 'Notifications fetched successfully.',
    listedActive: 'Active notifications fetched successfully.',
    found: 'Notification fetched successfully.',
    deleted: 'Notification deleted successfully!',
    activated: 'Notification activated successfully!',
    deactivated: 'Notification deactivated successfully!',
    notFound: 'Notification not found.',
  },
  images: ['image'],
  valid: (overrides = {}) => ({ ...FIELDS, image: pngDataUrl(), ...overrides }),
  stored: { ...FIELDS, recipients: [], recipientUsers: [] },
  async seedLists({ create, call }) {
    const first = await create({ title: 'First' });
    const second = await create({ title: 'Second', type: 'info', noticeTo: 'customers' });
    await call('PUT', `/status/${first.id}`, { status: 'inactive' });
    return {
      all: [second, expect.objectContaining({ id: first.id, status: 'inactive' })],
      active: [second],
      one: second,
    };
  },
  async seedPages({ create }) {
    for (let i = 1; i <= 5; i += 1) await create({ title: `Notice ${i}` });
  },
  pages: [
    ['?page=1&limit=2', ['Notice 5', 'Notice 4'], { page: 1, limit: 2, total: 5, totalPages: 3 }],
    ['?page=3&limit=2', ['Notice 1'], { page: 3, limit: 2, total: 5, totalPages: 3 }],
    ['?page=4&limit=2', [], { page: 4, limit: 2, total: 5, totalPages: 3 }],
    ['', FIVE_NOTICES, { page: 1, limit: 20, total: 5, totalPages: 1 }],
  ],
  createRefusals,
  updateRefusals,
};

/** A valid notification's body as JSON, `fields` changed: what a raw request sends. */
export const notificationJson = (fields: object) => JSON.stringify(notificationCase.valid(fields));
