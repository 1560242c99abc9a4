/** The Yup rule of an image file field (docs/requirements.md#5-validation): required or not, at most 5 MB. */
import { mixed } from 'yup';
import { isWithinImageLimit } from './images';

export interface ImageFileRule {
  /** Required on create; an edit keeps the saved image when no file is chosen. */
  required: boolean;
  requiredMessage: string;
  tooLargeMessage: string;
}

/**
 * @example
 * image: imageFileSchema({ required: !editing, requiredMessage: 'Image is required.',
 *   tooLargeMessage: 'Image must be smaller than 5MB.' })
 */
export function imageFileSchema({ required, requiredMessage, tooLargeMessage }: ImageFileRule) {
  const file = mixed<File>((value): value is File => value instanceof File)
    .nullable()
    .test('image-size', tooLargeMessage, (value) => !value || isWithinImageLimit(value));
  return required ? file.required(requiredMessage) : file;
}
