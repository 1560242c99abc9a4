import { useLocalListActions, type LocalListTexts } from '@/hooks/useLocalListActions';
import { productsList, type Product } from './productsSlice';

const TEXTS: LocalListTexts<Product> = {
  noun: 'Product',
  confirmDelete: (product) => ({
    title: 'Delete product?',
    message: `“${product.name}” will be removed from the list.`,
  }),
};

/** Product Management's list and writes (local only). */
export const useProductActions = () => useLocalListActions(productsList, TEXTS);
