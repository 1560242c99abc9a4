import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useRequestAirloTokenMutation } from './sessionApi';
import { airloTokenReceived, selectAirloToken } from './sessionSlice';

/** Spec §4 start-up: without a stored airlo token, ask for one once; a failure is only logged. */
export function useAirloTokenOnStart() {
  const dispatch = useAppDispatch();
  const airloToken = useAppSelector(selectAirloToken);
  const [requestToken] = useRequestAirloTokenMutation();
  // Start-up happens once per page load, whatever StrictMode's double effects or later logouts do.
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current || airloToken) return;
    asked.current = true;
    requestToken()
      .unwrap()
      .then((reply) => dispatch(airloTokenReceived(reply.data.access_token)))
      .catch((error: unknown) => console.error('Failed to get the airlo token', error));
  }, [airloToken, dispatch, requestToken]);
}
