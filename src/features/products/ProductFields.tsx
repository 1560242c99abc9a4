import type { ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import { SelectField } from '@/components/SelectField';
import type { bindField } from '@/lib/formik';
import { STOCK_OPTIONS } from './productSchema';

export const PRODUCT_FORM_TEXTS = {
  create: { title: 'Add Product', submit: 'Add Product' },
  edit: { title: 'Edit Product', submit: 'Save Changes' },
};

interface ProductFieldsProps<Name extends string> {
  field: (name: Name) => ReturnType<typeof bindField>;
  /** The category's field. */
  category: ReactNode;
}

/** Product Management's create/edit fields (docs/requirements.md#product-management). */
export function ProductFields<Name extends string>({ field, category }: ProductFieldsProps<Name>) {
  return (
    <>
      <TextField label="Product Name" {...field('name' as Name)} />
      {category}
      <TextField
        label="Price (₹)"
        type="number"
        {...field('price' as Name)}
        slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
      />
      <SelectField label="Stock" options={STOCK_OPTIONS} {...field('stock' as Name)} />
    </>
  );
}
