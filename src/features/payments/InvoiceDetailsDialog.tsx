import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DetailsDialog } from '@/components/DetailsDialog';
import { invoiceFields } from './invoiceFields';
import { useGetInvoiceQuery } from './invoicesApi';

/**
 * The View Details dialog of invoice `id`: every field, labelled; opened once its details (on the
 * server, its taxes and buyer) are here, closed while `id` is null.
 */
export function InvoiceDetailsDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data } = useGetInvoiceQuery(id ?? skipToken);
  return (
    <DetailsDialog
      item={id !== null && data?.id === id ? invoiceFields(data) : null}
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
          {shown.map(([label, value]) => (
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
