/**
 * Blog form rules. The original only marked the fields required
 * (docs/requirements.md#5-validation); they are enforced (docs/decisions.md#2-defects-fixed),
 * with messages in the wording of the other forms. The server refuses a blog with the same
 * messages (contract/blogs.ts): the values and messages here are checked to be the server's.
 */
import * as yup from 'yup';
import { requiredText } from '@/lib/textSchema';
import type {
  BLOG_MESSAGES as WIRE_MESSAGES,
  BlogCategory as WireCategory,
  BlogStatus as WireStatus,
} from '../../../contract/blogs';
import { imageFileSchema } from '@/lib/imageSchema';

/** Blog categories and statuses (docs/requirements.md#9-constants-and-limits). */
export const BLOG_CATEGORIES = ['Travel', 'Technology', 'eSIM', 'Tips'] as const satisfies [
  WireCategory,
  ...WireCategory[],
];
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const BLOG_STATUSES = ['Draft', 'Published'] as const satisfies [
  WireStatus,
  ...WireStatus[],
];
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const BLOG_MESSAGES = {
  title: 'Title is required.',
  description: 'Description is required.',
  category: 'Category is required.',
  status: 'Status is required.',
  date: 'Date is required.',
  imageTooLarge: 'Image must be smaller than 5MB.',
} as const satisfies typeof WIRE_MESSAGES;

export interface BlogFormValues {
  title: string;
  description: string;
  category: BlogCategory | '';
  status: BlogStatus | '';
  date: string;
  /** A newly chosen image; none keeps the saved one. */
  image: File | null;
}

export const blogSchema = yup.object({
  title: requiredText(BLOG_MESSAGES.title),
  description: requiredText(BLOG_MESSAGES.description),
  category: yup
    .string()
    .oneOf(BLOG_CATEGORIES, BLOG_MESSAGES.category)
    .required(BLOG_MESSAGES.category),
  status: yup.string().oneOf(BLOG_STATUSES, BLOG_MESSAGES.status).required(BLOG_MESSAGES.status),
  date: requiredText(BLOG_MESSAGES.date),
  image: imageFileSchema({
    required: false,
    requiredMessage: '',
    tooLargeMessage: BLOG_MESSAGES.imageTooLarge,
  }),
});

/**
 * What the form saves: the checked fields (the date as the date input's 'YYYY-MM-DD'), and the
 * image as a data URL (serialisable, unlike a File), or null when there is none.
 */
export type BlogDraft = Omit<yup.InferType<typeof blogSchema>, 'image'> & { image: string | null };
