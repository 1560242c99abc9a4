import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

interface DetailsAndHistoryProps {
  idPrefix: string;
  history: ReactNode;
  children: ReactNode;
}

/**
 * An edit dialog's two tabs: its fields, and the item's history. The fields stay mounted while
 * the history shows, so nothing typed is lost; the history is asked for only when its tab opens.
 */
export function DetailsAndHistory({ idPrefix, history, children }: DetailsAndHistoryProps) {
  const [tab, setTab] = useState<'details' | 'history'>('details');
  const ids = (name: string) => ({ tab: `${idPrefix}-${name}-tab`, panel: `${idPrefix}-${name}` });
  const tabProps = (name: 'details' | 'history', label: string) => ({
    value: name,
    label,
    id: ids(name).tab,
    'aria-controls': ids(name).panel,
  });
  return (
    <>
      <Tabs value={tab} onChange={(_, next: typeof tab) => setTab(next)} sx={{ mt: -1, mb: 2 }}>
        <Tab {...tabProps('details', 'Details')} />
        <Tab {...tabProps('history', 'History')} />
      </Tabs>
      {/* A Box, whose hidden attribute no display style of its own overrides. */}
      <Box
        role="tabpanel"
        id={ids('details').panel}
        aria-labelledby={ids('details').tab}
        hidden={tab !== 'details'}
      >
        <Stack spacing={2.5}>{children}</Stack>
      </Box>
      {tab === 'history' && (
        <Box role="tabpanel" id={ids('history').panel} aria-labelledby={ids('history').tab}>
          {history}
        </Box>
      )}
    </>
  );
}
