import { skipToken } from '@reduxjs/toolkit/query';
import { CategoryPicker } from './CategoryPicker';
import { useGetCategoryChoiceQuery } from './productsApi';

interface CategoryFilterProps {
  /** The category the list is narrowed to. */
  value: number | undefined;
  /** '' for every category. */
  onChange: (categoryId: string) => void;
}

/** Narrows Product Management's list to one category, or shows them all. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  // The URL holds the id; the box shows its name once the source has said it.
  const { data: chosen } = useGetCategoryChoiceQuery(value ?? skipToken);
  return (
    <CategoryPicker
      id="product-category-filter"
      label="Category"
      value={value !== undefined && chosen?.id === value ? chosen : null}
      onChange={(choice) => onChange(choice ? String(choice.id) : '')}
      input={{ size: 'small', placeholder: 'All categories' }}
      sx={{ width: { sm: 200 }, flexShrink: 0 }}
    />
  );
}
