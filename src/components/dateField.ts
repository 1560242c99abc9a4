/**
 * A `<TextField>` for a day, the browser's own date field: its label stays above, clear of the
 * field's own dd/mm/yyyy.
 */
export const DATE_FIELD = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;
