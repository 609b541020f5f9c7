import { LegacyFrame, LegacyPageScreen } from './LegacyPageScreen';

/**
 * Every path no screen or schema page claims is a legacy page (SPEC 2.1); schema pages draw the
 * legacy parts they embed in its frame. In the main chunk: any unknown path lands here.
 */
export const legacyRoutes = { Fallback: LegacyPageScreen, EmbeddedFrame: LegacyFrame };
