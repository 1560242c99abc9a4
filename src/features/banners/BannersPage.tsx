import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { selectAdminToken } from '@/api/session';
import { useAppSelector } from '@/app/hooks';
import { CrudScreen, screenTexts } from '@/components/CrudScreen';
import { ListToolbar } from '@/components/ListToolbar';
import { PageHeader } from '@/components/PageHeader';
import { useStatusScreen } from '@/hooks/useStatusScreen';
import { deleteNamed, type ResourceTexts } from '@/hooks/useResourceActions';
import { BannerForm } from './BannerForm';
import { bannerRows } from './bannerRows';
import { banners, type Banner } from './bannersApi';
import { bannerColumns } from './columns';

const SCREEN = {
  texts: screenTexts('Banner Management', 'Add Banner', 'Banners', 'No banners found.'),
  Form: BannerForm,
  // Tall enough for the two image thumbnails.
  rowHeight: 72,
};

/** Its writes' messages, in the words of docs/requirements.md#8-errors-and-messages. */
const WRITE_TEXTS: ResourceTexts<Banner> = {
  created: 'Banner created successfully!',
  updated: 'Banner updated successfully!',
  deleted: 'Banner deleted successfully!',
  saveFailed: 'Failed to create/update banner:',
  deleteFailed: 'Failed to delete banner:',
  confirmDelete: (banner) => deleteNamed('Banner', banner.title, '""'),
};

function LoginRequired() {
  return (
    <>
      <PageHeader title={SCREEN.texts.title} />
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">Please login to manage banners</Typography>
      </Paper>
    </>
  );
}

/**
 * Banner Management: list, create, edit, delete and the status switch
 * (docs/requirements.md#banner-management), the list filtered by its Status choice.
 */
export default function BannersPage() {
  const token = useAppSelector(selectAdminToken);
  // The switch sends the opposite of the current status (docs/requirements.md#4-states-and-transitions).
  const { statusChoice, ...screen } = useStatusScreen(
    banners,
    { texts: WRITE_TEXTS, noun: 'Banner', toRows: bannerRows, skip: !token },
    bannerColumns,
  );
  if (!token) return <LoginRequired />;
  return <CrudScreen {...SCREEN} {...screen} toolbar={<ListToolbar {...statusChoice} />} />;
}
