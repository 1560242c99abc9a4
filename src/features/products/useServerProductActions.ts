import { useResourceActions, type ResourceTexts } from '@/hooks/useResourceActions';
import {
  useCreateProductMutation,
  useDeleteProductMutation,
  useUpdateProductMutation,
  type ProductBody,
  type ServerProduct,
} from './productsApi';

const TEXTS: ResourceTexts = {
  created: 'Product created successfully!',
  updated: 'Product updated successfully!',
  deleted: 'Product deleted successfully!',
  saveFailed: 'Failed to create/update product:',
  deleteFailed: 'Failed to delete product:',
  confirmDelete: (product: ServerProduct) => ({
    title: 'Delete product?',
    message: `“${product.name}” will be deleted. This cannot be undone.`,
  }),
};

/** Product Management's writes on the reference server, with their messages. */
export function useServerProductActions() {
  const [create] = useCreateProductMutation();
  const [update] = useUpdateProductMutation();
  const [remove] = useDeleteProductMutation();
  return useResourceActions<ServerProduct, ProductBody>({ create, update, remove }, TEXTS);
}
