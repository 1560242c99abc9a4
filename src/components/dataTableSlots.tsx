/** What DataTable puts in the grid's slots: the spec's empty message, the phone's cards. */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { CARDS_LAYOUT, ListFooter, type CardListProps } from './CardList';
import { cardLayout } from './cardLayout';
import type { ListColumn } from './listColumn';
import { NamedRowCheckbox } from './cardSelection';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    message?: string;
  }
  interface NoResultsOverlayPropsOverrides {
    message?: string;
  }
}

function EmptyOverlay({ message }: { message?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3 }}>
      <Typography color="text.secondary">{message}</Typography>
    </Box>
  );
}

export const SLOTS = {
  noRowsOverlay: EmptyOverlay,
  noResultsOverlay: EmptyOverlay,
  footer: ListFooter,
  rowCheckbox: NamedRowCheckbox,
};
/**
 * The grid's slot props, the same object until what they hold changes; `renderCard` is the
 * phone's card of a row (none on a wider screen); a row's box is named by the card's title of
 * `columns`.
 */
export function useSlotProps<R extends GridValidRowModel>(
  label: string,
  emptyMessage: string,
  renderCard: CardListProps['renderCard'] | undefined,
  columns: readonly ListColumn<R>[],
) {
  const titleField = useMemo(() => cardLayout(columns).title?.field, [columns]);
  return useMemo(() => {
    const cards = renderCard && { label, emptyMessage, renderCard };
    return {
      // A thin bar over the rows still shown, rather than a veil: the last page stays readable
      // while the next loads.
      loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } as const,
      noRowsOverlay: { message: emptyMessage },
      noResultsOverlay: { message: emptyMessage },
      footer: { cards },
      main: cards ? CARDS_LAYOUT.main : undefined,
      rowCheckbox: { titleField },
    };
  }, [emptyMessage, renderCard, label, titleField]);
}
