import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import TuneIcon from '@mui/icons-material/Tune';

interface FiltersDisclosureProps {
  /** How many filters are on, said on the button while they are hidden. */
  count: number;
  children: ReactNode;
}

/**
 * A list's search and filters: in line from the `md` breakpoint up, and below it behind one
 * "Filters" button, so that a phone's first screen shows rows rather than fields.
 *
 * @example
 * <FiltersDisclosure count={filters.length}><SearchField ... /></FiltersDisclosure>
 */
export function FiltersDisclosure({ count, children }: FiltersDisclosureProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return children;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<TuneIcon />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {count > 0 ? `Filters (${count})` : 'Filters'}
      </Button>
      <Collapse in={open} id={id} unmountOnExit>
        <Stack spacing={1.5}>{children}</Stack>
      </Collapse>
    </>
  );
}
