import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type SelectFieldProps<Option extends string> = Omit<TextFieldProps, 'select' | 'children'> & {
  /** The values, shown as they are; or each value with the text shown for it. */
  options: readonly Option[] | Readonly<Record<Option, string>>;
};

const entriesOf = <Option extends string>(options: SelectFieldProps<Option>['options']) =>
  Array.isArray(options)
    ? options.map((option: Option) => [option, option] as const)
    : (Object.entries(options) as [Option, string][]);

/**
 * A field that picks one of a fixed list (a role, a status, a category).
 *
 * @example
 * <SelectField label="Role" options={ADMIN_ROLES} {...field('role')} />
 * <SelectField label="Type" options={NOTIFICATION_TYPE_LABELS} {...field('type')} />
 */
export function SelectField<Option extends string>({
  options,
  ...field
}: SelectFieldProps<Option>) {
  return (
    <TextField select {...field}>
      {entriesOf(options).map(([value, label]) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}
