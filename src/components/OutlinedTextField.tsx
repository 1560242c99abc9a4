import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

type InputProps = Pick<
  OutlinedInputProps,
  'name' | 'type' | 'value' | 'onChange' | 'onBlur' | 'autoComplete' | 'endAdornment'
>;

interface OutlinedTextFieldProps extends InputProps {
  id: string;
  label: string;
  error?: boolean;
  helperText?: ReactNode;
}

/**
 * An outlined text field that looks and reads like the theme's TextField (small, full width,
 * label, message under it), built from TextField's own parts. TextField brings its select menu,
 * popover and modal with it; the sign-in page, whose code loads first, needs none of them.
 */
export function OutlinedTextField({
  id,
  label,
  error,
  helperText,
  ...input
}: OutlinedTextFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth size="small" error={error} variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
