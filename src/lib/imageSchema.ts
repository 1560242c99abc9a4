/**
 * The Yup rule of an image file field (docs/requirements.md#5-validation): required or not, of a
 * type and within the size the server takes (contract/formRules.ts).
 */
import { mixed } from 'yup';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, notAnImage } from '../../contract/formRules';

export interface ImageFileRule {
  /** The body's field the image is sent as, which a refusal of its type names. */
  field: string;
  /** Required on create; an edit keeps the saved image when no file is chosen. */
  required: boolean;
  requiredMessage: string;
  tooLargeMessage: string;
}

/**
 * @example
 * image: imageFileSchema({ field: 'image', required: !editing,
 *   requiredMessage: 'Image is required.', tooLargeMessage: 'Image must be smaller than 5MB.' })
 */
export function imageFileSchema({
  field,
  required,
  requiredMessage,
  tooLargeMessage,
}: ImageFileRule) {
  const file = mixed<File>((value): value is File => value instanceof File)
    .nullable()
    .test('image-type', notAnImage(field), (value) => !value || isImageType(value.type))
    .test('image-size', tooLargeMessage, (value) => !value || value.size <= MAX_IMAGE_BYTES);
  return required ? file.required(requiredMessage) : file;
}

const isImageType = (type: string) => (IMAGE_TYPES as readonly string[]).includes(type);
