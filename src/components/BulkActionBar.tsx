import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/format';
import { BULK_BAR_CLASS, type GridSelection } from './gridSelection';
import { usePhoneWidth } from './usePhoneWidth';

/** What the bar offers for the rows selected; an action left out is not offered. */
export interface BulkBarProps {
  /** How many rows are selected, and how many the list's search and filters match. */
  count: number;
  total: number;
  /** While a request runs, the actions wait. */
  busy: boolean;
  onSelectAll?: () => void;
  onDelete?: () => void;
  onActivate?: () => void;
  onDeactivate?: () => void;
  onExport?: () => void;
  /** Why the changes wait: more rows selected than one request changes. Export still serves. */
  beyondLimit?: string;
  onClear: () => void;
  /** On a phone: whether the cards show their boxes, and the Select button that shows them. */
  selecting: boolean;
  onSelecting: () => void;
}

/** A list's bulk work, as its screen draws it: the grid's checks, and the bar of actions. */
export interface BulkWork {
  grid: GridSelection;
  bar: BulkBarProps;
}

/**
 * The bar's ref: when the bar goes while it holds the focus (Clear, or an action that empties the
 * selection), the focus goes on to the list after it, rather than to the page's body.
 */
function handFocusOn(bar: HTMLDivElement | null) {
  const list = bar?.nextElementSibling;
  return () => {
    if (!bar?.contains(document.activeElement)) return;
    queueMicrotask(() =>
      list?.querySelector<HTMLElement>('input, button, [tabindex="0"]')?.focus(),
    );
  };
}

/**
 * The bar above a list with rows selected (docs/architecture.md#bulk-work): how many, the offer
 * to select every row that matches, and what can be done to them all at once. On a phone, with
 * nothing selected, the Select button that puts boxes on the cards.
 *
 * @example
 * <BulkActionBar count={3} total={40} busy={false} onDelete={remove} onClear={clear} ... />
 */
export function BulkActionBar({ count, total, busy, onSelectAll, onClear, ...bar }: BulkBarProps) {
  const phone = usePhoneWidth();
  if (count === 0 && !(phone && bar.selecting)) {
    return phone ? (
      <Button variant="outlined" onClick={bar.onSelecting} sx={{ mb: 2, alignSelf: 'flex-start' }}>
        Select
      </Button>
    ) : null;
  }
  const actions = [
    { label: 'Delete selected', onClick: bar.onDelete, color: 'error' as const, changes: true },
    { label: 'Activate', onClick: bar.onActivate, changes: true },
    { label: 'Deactivate', onClick: bar.onDeactivate, changes: true },
    { label: 'Export selected', onClick: bar.onExport, changes: false },
  ];
  return (
    <Paper
      ref={handFocusOn}
      variant="outlined"
      role="toolbar"
      aria-label="Selected rows"
      className={BULK_BAR_CLASS}
      sx={{ mb: 2, px: 2, py: 1, bgcolor: 'action.selected' }}
    >
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, mr: 1 }}>{formatNumber(count)} selected</Typography>
        {onSelectAll && (
          <Button onClick={onSelectAll} disabled={busy}>
            Select all {formatNumber(total)} matching
          </Button>
        )}
        {actions.map(
          ({ label, onClick, color, changes }) =>
            onClick && (
              <Button
                key={label}
                variant="outlined"
                color={color}
                onClick={onClick}
                disabled={busy || count === 0 || (changes && bar.beyondLimit !== undefined)}
              >
                {label}
              </Button>
            ),
        )}
        <Button onClick={onClear}>Clear</Button>
        {bar.beyondLimit && (
          <Typography variant="body2" color="text.secondary">
            {bar.beyondLimit}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
