/**
 * The dashboard's background pictures: light layered gradients (no image files, nothing to
 * download); the wave at their foot, in the theme's colour, is console.css's
 * (.dashboard-hero::before). Ids 1 to 6 are picked at random when backgrounds are on; 'static-1'
 * otherwise (SPEC 9).
 */
export const RANDOM_BACKGROUND_COUNT = 6;
export const STATIC_BACKGROUND = 'static-1';

export const backgrounds: Record<string, string> = {
  // Dawn: deep blue to violet with a warm glow.
  '1': `radial-gradient(circle at 85% 10%, rgba(251, 191, 36, 0.35), transparent 45%), linear-gradient(120deg, #1e3a8a 0%, #4338ca 55%, #7c3aed 100%)`,
  // Lagoon: teal and ocean blue.
  '2': `radial-gradient(circle at 15% 0%, rgba(94, 234, 212, 0.45), transparent 50%), linear-gradient(135deg, #0f766e 0%, #0e7490 50%, #1d4ed8 100%)`,
  // Ember: crimson into plum.
  '3': `radial-gradient(circle at 80% 90%, rgba(251, 113, 133, 0.4), transparent 50%), linear-gradient(120deg, #9f1239 0%, #7e22ce 100%)`,
  // Forest: green into slate.
  '4': `radial-gradient(circle at 20% 100%, rgba(163, 230, 53, 0.3), transparent 50%), linear-gradient(135deg, #166534 0%, #115e59 45%, #1e293b 100%)`,
  // Nightfall: navy with a cyan aurora.
  '5': `radial-gradient(ellipse at 70% 0%, rgba(34, 211, 238, 0.35), transparent 55%), linear-gradient(160deg, #0b1220 0%, #1e293b 50%, #1e40af 100%)`,
  // Sunrise: amber into rose.
  '6': `radial-gradient(circle at 10% 20%, rgba(254, 240, 138, 0.4), transparent 45%), linear-gradient(120deg, #c2410c 0%, #be185d 100%)`,
  // The calm one, for consoles that turn backgrounds off.
  [STATIC_BACKGROUND]: `linear-gradient(120deg, #1e3a8a 0%, #2f6fed 100%)`,
};

/** The background of one dashboard visit: random 1 to 6 when enabled, else the static one. */
export function chooseBackground(showBackground: boolean, random: () => number = Math.random): string {
  if (!showBackground) return STATIC_BACKGROUND;
  const index = Math.min(RANDOM_BACKGROUND_COUNT - 1, Math.floor(random() * RANDOM_BACKGROUND_COUNT));
  return String(index + 1);
}
