import * as yup from 'yup';
import { imageFileSchema } from '@/lib/imageSchema';
import { CATEGORY_STATUSES } from './categoriesSlice';

/** The category rules of docs/requirements.md#5-validation; the image is required on create only. */
export const categorySchema = (creating: boolean) =>
  yup.object({
    name: yup.string().trim().required('Category name is required.'),
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
