import type { components } from '../../../../generated/api-types.gen';

// Names for the contract shapes the frame reads; the contract stays their only definition.
type Schemas = components['schemas'];
export type Session = Schemas['Session'];
export type UiSettings = Schemas['UiSettings'];
export type NavItem = Schemas['NavItem'];
export type ApiResult = Schemas['ApiResult'];
export type Notification = Schemas['Notification'];
export type Notifications = Schemas['Notifications'];
export type ActiveAdministrators = Schemas['ActiveAdministrators'];
export type InternalDbWarnings = Schemas['InternalDbWarnings'];
export type LicenseExpiryStatus = Schemas['LicenseExpiryStatus'];
export type ReplicationInfo = Schemas['ReplicationInfo'];
export type SynchronizationInfo = Schemas['SynchronizationInfo'];
export type FrameStatus = Schemas['FrameStatus'];
export type ActivePassiveConsoleInfo = Schemas['ActivePassiveConsoleInfo'];
