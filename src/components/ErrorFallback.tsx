import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * What a screen shows instead of going blank when it fails to render or its code cannot be
 * loaded: what happened and two ways back. Plain anchors, so it works outside the router too.
 */
export function ErrorFallback({ detail }: { detail?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 3 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 480, textAlign: 'center' }} role="alert">
        <Typography component="h1" variant="h1" gutterBottom>
          Something went wrong
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          This screen could not be shown. Reloading usually helps; your session is kept.
        </Typography>
        {detail && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mb: 3, wordBreak: 'break-word' }}
          >
            {detail}
          </Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button variant="outlined" href="/admin-dashboard">
            Go to dashboard
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
