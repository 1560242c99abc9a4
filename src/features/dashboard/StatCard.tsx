import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';

interface StatCardProps {
  /** What the figure counts: 'Today', 'New users'. */
  title: string;
  /** The figure, large. */
  figure: string;
  /** The lines under it: a second figure, the change against the period before. */
  children?: ReactNode;
  /** The list the figure was counted from, already filtered. */
  to: string;
}

/** A figure of the shop that opens the list it counts. */
export function StatCard({ title, figure, children, to }: StatCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="overline" color="text.secondary" component="h3">
            {title}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {figure}
          </Typography>
          {children}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A line of a card: the change against the period before, coloured by its direction. */
export function ChangeLine({
  what,
  change,
  against,
}: {
  what: string;
  change: string;
  against: string;
}) {
  const color =
    change.startsWith('+') || change === 'new'
      ? 'success.main'
      : change.startsWith('−')
        ? 'error.main'
        : 'text.secondary';
  return (
    <Typography variant="body2" color="text.secondary">
      {what}{' '}
      <Typography component="span" variant="body2" sx={{ color, fontWeight: 600 }}>
        {change}
      </Typography>{' '}
      {against}
    </Typography>
  );
}
