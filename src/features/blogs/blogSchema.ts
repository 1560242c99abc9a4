/**
 * Blog form rules. The original only marked the fields required
 * (docs/requirements.md#5-validation); they are enforced (docs/decisions.md#2-defects-fixed),
 * with messages in the wording of the other forms: the server's (contract/formRules.ts).
 */
import * as yup from 'yup';
import { requiredText, titleAndDescription } from '@/lib/textSchema';
import type { BlogCategory, BlogStatus } from '../../../contract/blogs';
import {
  BLOG_CATEGORIES,
  BLOG_MESSAGES,
  BLOG_STATUSES,
  MAX_LENGTHS,
} from '../../../contract/formRules';
import { imageFileSchema } from '@/lib/imageSchema';

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
  ...titleAndDescription(BLOG_MESSAGES, MAX_LENGTHS.blogDescription),
  category: yup
    .string()
    .oneOf(BLOG_CATEGORIES, BLOG_MESSAGES.category)
    .required(BLOG_MESSAGES.category),
  status: yup.string().oneOf(BLOG_STATUSES, BLOG_MESSAGES.status).required(BLOG_MESSAGES.status),
  date: requiredText(BLOG_MESSAGES.date),
  image: imageFileSchema({
    field: 'image',
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
