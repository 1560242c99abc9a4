import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorFallback } from '@/components/ErrorFallback';

/** A screen that threw or whose chunk could not load (120 s chunk time-out) shows a way back. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error('Route error', error), [error]);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return <ErrorFallback detail={detail} />;
}
