import type { components } from '../../../../generated/api-types.gen';

// Names for the contract shapes the frame reads; the contract stays their only definition.
export type Session = components['schemas']['Session'];
export type UiSettings = components['schemas']['UiSettings'];
export type NavItem = components['schemas']['NavItem'];
export type ApiResult = components['schemas']['ApiResult'];
