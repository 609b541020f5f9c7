/** SPEC 2.4: the five steps, each anchored to the element carrying data-tour="<anchor>". */
export interface TourStep {
  anchor: 'bell' | 'logo' | 'search' | 'shortcuts' | 'help';
  titleKey: string;
  textKey: string;
}

export const TOUR_STEPS: readonly TourStep[] = [
  { anchor: 'bell', titleKey: 'frame.tour.bell.title', textKey: 'frame.tour.bell.text' },
  { anchor: 'logo', titleKey: 'frame.tour.logo.title', textKey: 'frame.tour.logo.text' },
  { anchor: 'search', titleKey: 'frame.tour.search.title', textKey: 'frame.tour.search.text' },
  { anchor: 'shortcuts', titleKey: 'frame.tour.shortcuts.title', textKey: 'frame.tour.shortcuts.text' },
  { anchor: 'help', titleKey: 'frame.tour.help.title', textKey: 'frame.tour.help.text' },
];

export interface Placement {
  top: number;
  left: number;
}

const GAP = 12;
const MARGIN = 8;

/** Below the anchor when the card fits there, else above; kept inside the viewport. */
export function placeNear(anchor: DOMRect, card: { width: number; height: number }, viewport: { width: number; height: number }): Placement {
  const below = anchor.bottom + GAP;
  const above = anchor.top - GAP - card.height;
  const top = below + card.height <= viewport.height - MARGIN || above < MARGIN ? below : above;
  const centred = anchor.left + anchor.width / 2 - card.width / 2;
  const left = Math.min(Math.max(centred, MARGIN), viewport.width - card.width - MARGIN);
  return { top: Math.max(MARGIN, Math.min(top, viewport.height - card.height - MARGIN)), left };
}
