import { useResourceActions, type ResourceTexts } from '@/hooks/useResourceActions';
import {
  useCreateProductMutation,
  useDeleteProductMutation,
  useUpdateProductMutation,
  type ProductBody,
  type Product,
} from './productsApi';

const TEXTS: ResourceTexts = {
  created: 'Product created successfully!',
  updated: 'Product updated successfully!',
  deleted: 'Product deleted successfully!',
  saveFailed: 'Failed to create/update product:',
  deleteFailed: 'Failed to delete product:',
  confirmDelete: (product: Product) => ({
    title: 'Delete product?',
    message: `“${product.name}” will be deleted. This cannot be undone.`,
  }),
};

/** Product Management's writes, with their messages. */
export function useProductActions() {
  const [create] = useCreateProductMutation();
  const [update] = useUpdateProductMutation();
  const [remove] = useDeleteProductMutation();
  return useResourceActions<Product, ProductBody>({ create, update, remove }, TEXTS);
}
