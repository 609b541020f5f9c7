import { useCallback, useEffect, useState } from 'react';
import type { TourPosition } from './tour/GuidedTour';
import { dismissTour, isTourDismissed } from './tour/tour-cookie';

export interface TourState {
  position: TourPosition;
  takeFocus: boolean;
}

/**
 * SPEC 2.4: on the home route the tour opens by itself until dismissed (the cookie); leaving home
 * only hides it. Closing or finishing sets the cookie.
 */
export function useTour(onHome: boolean) {
  const [tour, setTour] = useState<TourState | null>(null);

  useEffect(() => {
    if (!onHome) return setTour(null);
    if (!isTourDismissed()) setTour((current) => current ?? { position: 'welcome', takeFocus: false });
  }, [onHome]);

  const start = useCallback(() => setTour({ position: 'welcome', takeFocus: true }), []);
  const move = useCallback((position: TourPosition) => setTour({ position, takeFocus: true }), []);
  const close = useCallback(() => {
    dismissTour();
    setTour(null);
  }, []);

  return { tour, start, move, close };
}
