import * as yup from 'yup';
import { requiredText } from '@/lib/textSchema';

/** Stock options (docs/requirements.md#9-constants-and-limits). */
export const STOCK_OPTIONS = ['In Stock', 'Out of Stock'] as const;
export type StockStatus = (typeof STOCK_OPTIONS)[number];

/** What the shop sells (docs/requirements.md#1-product-and-users). */
export const PRODUCT_CATEGORIES = ['eSIM', 'Gift Card', 'Device Coverage'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** The product messages of docs/requirements.md#5-validation. Price is typed as text in the form and read as a number here. */
export const productSchema = yup.object({
  name: requiredText('Product name is required.'),
  category: yup
    .string()
    .oneOf(PRODUCT_CATEGORIES, 'Category is required.')
    .required('Category is required.'),
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

/** What the form saves: the schema's output, with the price as a number. */
export type ProductDraft = yup.InferType<typeof productSchema>;

/** On the reference server a product's category is one of the server's, chosen by its id. */
export const serverProductSchema = productSchema.omit(['category']).shape({
  categoryId: yup.string().required('Category is required.'),
});
