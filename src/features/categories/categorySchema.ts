import * as yup from 'yup';
import { requiredText } from '@/lib/textSchema';
import { imageFileSchema } from '@/lib/imageSchema';
import { CATEGORY_MESSAGES, IMAGE_TOO_LARGE, MAX_LENGTHS } from '../../../contract/formRules';

/**
 * Category statuses (docs/requirements.md#9-constants-and-limits); a new category is Active
 * (docs/requirements.md#4-states-and-transitions).
 */
export const CATEGORY_STATUSES = ['Active', 'Inactive'] as const;
export type CategoryStatus = (typeof CATEGORY_STATUSES)[number];

/** The category rules of docs/requirements.md#5-validation; the image is required on create only. */
export const categorySchema = (creating: boolean) =>
  yup.object({
    name: requiredText(CATEGORY_MESSAGES.name, ['name', MAX_LENGTHS.categoryName]),
    status: yup
      .string()
      .oneOf(CATEGORY_STATUSES, CATEGORY_MESSAGES.status)
      .required(CATEGORY_MESSAGES.status),
    imageFile: imageFileSchema({
      field: 'image',
      required: creating,
      requiredMessage: CATEGORY_MESSAGES.image,
      tooLargeMessage: IMAGE_TOO_LARGE,
    }),
  });
