import type { ConfirmOptions } from '@/components/ConfirmDialog';
import { useLocalListActions } from '@/hooks/useLocalListActions';
import { productsList, type Product } from './productsSlice';

const confirmDelete = (product: Product): ConfirmOptions => ({
  title: 'Delete product?',
  message: `“${product.name}” will be removed from the list.`,
});

/** Product Management's list and writes (local only). */
export const useProductActions = () => useLocalListActions(productsList, confirmDelete);
