import * as yup from 'yup';
import { requiredText } from '@/lib/textSchema';

/** Stock options (docs/requirements.md#9-constants-and-limits). */
export const STOCK_OPTIONS = ['In Stock', 'Out of Stock'] as const;
export type StockStatus = (typeof STOCK_OPTIONS)[number];

/**
 * The product messages of docs/requirements.md#5-validation. Price is typed as text in the form
 * and read as a number here; the category is one of Manage Categories', chosen by its id.
 */
export const productSchema = yup.object({
  name: requiredText('Product name is required.'),
  categoryId: yup.string().required('Category is required.'),
  price: yup
    .number()
    .typeError('Price is required.')
    .required('Price is required.')
    .min(0, 'Price cannot be negative.'),
  stock: yup
    .string()
    .oneOf(STOCK_OPTIONS, 'Stock status is required.')
    .required('Stock status is required.'),
});
