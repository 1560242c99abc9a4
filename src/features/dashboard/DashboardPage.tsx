import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useGetProfileQuery } from '@/api/profile';
import { selectProfile } from '@/api/session';
import { useAppSelector } from '@/app/hooks';
import { useScreenLinks } from '@/components/ScreenLinks';
import { DASHBOARD_PATH } from '@/lib/paths';
import { ShopNumbers } from './ShopNumbers';

/**
 * A welcome message; the profile is loaded each time the dashboard opens
 * (docs/requirements.md#admin-dashboard), by its route as the admin goes to it, with the numbers
 * (dashboardData.ts). Under it the shop's numbers, from a backend that pages its lists (the
 * requirements' backend has neither), and shortcuts to every screen.
 */
export default function DashboardPage() {
  useGetProfileQuery();
  const profile = useAppSelector(selectProfile);
  const shortcuts = useScreenLinks().filter((screen) => screen.path !== DASHBOARD_PATH);

  return (
    <Stack spacing={3}>
      <div>
        <Typography component="h1" variant="h1" gutterBottom>
          {profile?.name ? `Welcome back, ${profile.name}!` : 'Welcome back!'}
        </Typography>
        <Typography color="text.secondary">
          Everything you manage in the shop is one click away.
        </Typography>
      </div>
      <ShopNumbers />
      <Grid container spacing={2} component="nav" aria-label="Shortcuts">
        {shortcuts.map(({ path, title, icon: Icon }) => (
          <Grid key={path} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined">
              <CardActionArea component={Link} to={path}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <Icon color="primary" />
                  <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
