import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  GridFooter,
  gridVisibleRowsSelector,
  gridRowsLoadingSelector,
  useGridApiContext,
  useGridSelector,
  type GridSlotProps,
  type GridRowId,
} from '@mui/x-data-grid';
import { CardSort } from './CardSort';

/** A list's rows as cards: what the grid's footer draws above its pager on a phone. */
export interface CardListProps {
  /** The list's accessible name, the grid's. */
  label: string;
  /** The spec's empty message, as the grid says it. */
  emptyMessage: string;
  /** One row's card (a `CardListItem`), given the row's id. */
  renderCard: (id: GridRowId) => ReactNode;
}

declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    /** On a phone: the rows as cards, above the pager. */
    cards?: CardListProps;
  }
}

/**
 * How a list with cards lays its grid out: the grid's own headers and rows hidden, from
 * assistive technology too (`hidden`; the style alone would lose to the grid's own), and the
 * page, not a box of fixed height, scrolling through the cards.
 */
export const CARDS_LAYOUT = {
  paper: { minWidth: 0 },
  grid: { border: 0, '& .MuiDataGrid-main': { display: 'none' } },
  main: { hidden: true },
};

/**
 * The rows the grid shows on its page, after its own filter and sort, as a list of cards: the
 * same rows, paging, sort and loading as the grid's, whichever side pages them.
 */
function CardList({ label, emptyMessage, renderCard }: CardListProps) {
  const api = useGridApiContext();
  // The page's rows whichever side pages them (the grid's own rows are these).
  const entries = useGridSelector(api, gridVisibleRowsSelector).rows;
  const loading = useGridSelector(api, gridRowsLoadingSelector);
  return (
    <Box sx={{ p: 1.5, minWidth: 0 }}>
      <CardSort />
      {loading && <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} sx={{ mb: 1 }} />}
      {entries.length > 0 ? (
        <Stack
          component="ul"
          aria-label={label}
          spacing={1.5}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {entries.map(({ id }) => renderCard(id))}
        </Stack>
      ) : (
        !loading && (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {emptyMessage}
          </Typography>
        )
      )}
    </Box>
  );
}

/**
 * The grid's footer: on a phone the cards come first (the grid's own rows are hidden there), then
 * the pager both share.
 */
export function ListFooter({ cards, ...footer }: GridSlotProps['footer']) {
  return (
    <>
      {cards && <CardList {...cards} />}
      <GridFooter {...footer} />
    </>
  );
}
