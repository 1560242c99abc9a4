import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { usePhoneWidth } from './usePhoneWidth';

interface DetailsDialogProps<T> {
  /** What the dialog shows; null keeps it closed. */
  item: T | null;
  onClose: () => void;
  /** The title's element id, which names the dialog. */
  titleId: string;
  title: (item: T) => ReactNode;
  children: (item: T) => ReactNode;
  maxWidth?: 'xs' | 'md';
  /** Take the whole width up to `maxWidth`, and this height ('90vh'), instead of the content's. */
  size?: { fullWidth: true; height?: string };
  /**
   * Content taller than the dialog scrolls; it is then focusable, so that keyboard users can
   * scroll it (the only other control, Close, sits outside the scrolling part).
   */
  scrolls?: boolean;
  closeVariant?: 'text' | 'contained';
}

/**
 * A read-only dialog: a title, what it shows, and Close (Order Details, Invoice Details, an
 * image preview).
 *
 * @example
 * <DetailsDialog item={invoice} onClose={close} titleId="invoice-details-title"
 *   title={() => 'Invoice Details'}>{(invoice) => <InvoiceFields invoice={invoice} />}</DetailsDialog>
 */
export function DetailsDialog<T>({
  item,
  onClose,
  titleId,
  title,
  children,
  maxWidth = 'md',
  size,
  scrolls = false,
  closeVariant = 'text',
}: DetailsDialogProps<T>) {
  const phone = usePhoneWidth();
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth={size?.fullWidth ?? false}
      fullScreen={phone}
      maxWidth={maxWidth}
      slotProps={size?.height && !phone ? { paper: { sx: { height: size.height } } } : undefined}
    >
      {item !== null && (
        <>
          <DialogTitle id={titleId}>{title(item)}</DialogTitle>
          <DialogContent dividers tabIndex={scrolls ? 0 : undefined}>
            {children(item)}
          </DialogContent>
          <DialogActions>
            <Button variant={closeVariant} onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/**
 * A details dialog declared once for one kind of item, which its page opens with the item (null
 * keeps it closed) and closes.
 *
 * @example
 * export const RecipientsDialog = detailsDialogOf<Notification>({ titleId: 'recipients-title',
 *   title: (shown) => shown.title, children: (shown) => <Recipients of={shown} /> });
 * <RecipientsDialog item={shown} onClose={close} />
 */
export function detailsDialogOf<T>(spec: Omit<DetailsDialogProps<T>, 'item' | 'onClose'>) {
  return function ItemDetailsDialog({ item, onClose }: { item: T | null; onClose: () => void }) {
    return <DetailsDialog {...spec} item={item} onClose={onClose} />;
  };
}
