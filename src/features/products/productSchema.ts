import * as yup from 'yup';
import { PRODUCT_CATEGORIES, STOCK_OPTIONS } from './productsSlice';

/** The product messages of docs/requirements.md#5-validation. Price is typed as text in the form and read as a number here. */
export const productSchema = yup.object({
  name: yup.string().trim().required('Product name is required.'),
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
