import * as yup from 'yup';
import { requiredText } from '@/lib/textSchema';
import {
  MAX_LENGTHS,
  MAX_PRICE,
  PRODUCT_MESSAGES,
  STOCK_STATUSES,
} from '../../../contract/formRules';

/**
 * The product messages of docs/requirements.md#5-validation, the server's
 * (contract/formRules.ts). Price is typed as text in the form and read as a number here; the
 * category is one of Manage Categories', chosen by its id.
 */
export const productSchema = yup.object({
  name: requiredText(PRODUCT_MESSAGES.name, ['name', MAX_LENGTHS.productName]),
  categoryId: yup.string().required(PRODUCT_MESSAGES.category),
  price: yup
    .number()
    .typeError(PRODUCT_MESSAGES.price)
    .required(PRODUCT_MESSAGES.price)
    .min(0, PRODUCT_MESSAGES.priceRange)
    .max(MAX_PRICE, PRODUCT_MESSAGES.priceRange),
  stock: yup
    .string()
    .oneOf(STOCK_STATUSES, PRODUCT_MESSAGES.stock)
    .required(PRODUCT_MESSAGES.stock),
});
