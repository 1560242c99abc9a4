import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DetailsDialog } from '@/components/DetailsDialog';
import { invoiceFields } from './invoiceFormat';
import type { Invoice } from './paymentsSlice';

/** The View Details dialog of an invoice: every field, labelled. */
export function InvoiceDetailsDialog({
  invoice,
  onClose,
}: {
  invoice: Invoice | null;
  onClose: () => void;
}) {
  return (
    <DetailsDialog
      item={invoice}
      onClose={onClose}
      titleId="invoice-details-title"
      title={() => 'Invoice Details'}
      maxWidth="xs"
      size={{ fullWidth: true }}
    >
      {(shown) => (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: '140px 1fr', rowGap: 1.5, m: 0 }}
        >
          {invoiceFields(shown).map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </DetailsDialog>
  );
}
