/**
 * Blog Management kept on the reference server (`screens: 'server'`,
 * docs/decisions.md#content-on-the-server): the specification's names, form and messages, the
 * starred fields enforced, the server's snackbars, and images served from its media.
 */
import type { ServerScreen } from './serverScreens';
import { BLOGS } from './localScreens';

export const SERVER_BLOGS = {
  ...BLOGS,
  required: [
    'Title is required.',
    'Description is required.',
    'Category is required.',
    'Date is required.',
  ],
  tooLarge: { image: 'Image must be smaller than 5MB.' },
  columns: ['Sr. No', 'Thumbnail', 'Title', 'Category', 'Status', 'Date', 'Actions'],
  // Served from the server's media, not kept as a data URL.
  imageSrc: /\/media\//,
  snackbars: {
    created: 'Blog created successfully!',
    updated: 'Blog updated successfully!',
    deleted: 'Blog deleted successfully!',
  },
} as const satisfies ServerScreen;
