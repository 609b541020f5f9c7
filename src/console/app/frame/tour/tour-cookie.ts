/** SPEC 2.4/9: closing or finishing the tour stops its automatic launch for a year. */
export const TOUR_COOKIE = 'fc_tour_dismissed';
export const TOUR_COOKIE_MAX_AGE_SECONDS = 31_536_000;

export function isTourDismissed(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${TOUR_COOKIE}=`));
}

export function dismissTour(): void {
  document.cookie = `${TOUR_COOKIE}=true; max-age=${TOUR_COOKIE_MAX_AGE_SECONDS}; path=/; SameSite=Strict`;
}
