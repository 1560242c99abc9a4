import * as yup from 'yup';
import { requiredText } from '@/lib/textSchema';
import { imageFileSchema } from '@/lib/imageSchema';

/**
 * Category statuses (docs/requirements.md#9-constants-and-limits); a new category is Active
 * (docs/requirements.md#4-states-and-transitions).
 */
export const CATEGORY_STATUSES = ['Active', 'Inactive'] as const;
export type CategoryStatus = (typeof CATEGORY_STATUSES)[number];

/** The category rules of docs/requirements.md#5-validation; the image is required on create only. */
export const categorySchema = (creating: boolean) =>
  yup.object({
    name: requiredText('Category name is required.'),
    status: yup
      .string()
      .oneOf(CATEGORY_STATUSES, 'Status is required.')
      .required('Status is required.'),
    imageFile: imageFileSchema({
      required: creating,
      requiredMessage: 'Image is required.',
      tooLargeMessage: 'Image must be smaller than 5MB.',
    }),
  });

/** What the form saves: the checked fields, and the image as a data URL (the state stays serialisable). */
export type CategoryDraft = Omit<yup.InferType<ReturnType<typeof categorySchema>>, 'imageFile'> & {
  image: string;
};
