/**
 * The installed components that consume PingOne services (PingFederate's product catalogue for
 * /serviceAssociations): each plugin type, its category and the PingOne services it calls, the
 * first being its primary service.
 */
import type { ResourceCategoryId } from './plugin-usage';

export interface PingOneComponent {
  /** The plugin type (pluginDescriptorRef.id). */
  descriptorId: string;
  /** Its PLUGIN_CATEGORIES entry (plugin-usage.ts). */
  categoryId: ResourceCategoryId;
  componentName: string;
  serviceNames: string[];
}

export const PINGONE_COMPONENTS: readonly PingOneComponent[] = Object.freeze([
  {
    descriptorId: 'com.pingidentity.adapters.pingone.mfa.PingOneMfaIdpAdapter',
    categoryId: 'IDP_ADAPTER',
    componentName: 'PingOne MFA IdP Adapter',
    serviceNames: ['PingOne MFA', 'PingOne SSO'],
  },
  {
    descriptorId: 'com.pingidentity.adapters.pingone.protect.PingOneProtectIdpAdapter',
    categoryId: 'IDP_ADAPTER',
    componentName: 'PingOne Protect IdP Adapter',
    serviceNames: ['PingOne Protect'],
  },
  {
    descriptorId: 'com.pingidentity.adapters.pingone.verify.PingOneVerifyIdpAdapter',
    categoryId: 'IDP_ADAPTER',
    componentName: 'PingOne Verify IdP Adapter',
    serviceNames: ['PingOne Verify'],
  },
  {
    descriptorId: 'com.pingidentity.plugins.pcvs.pingone.PingOnePasswordCredentialValidator',
    categoryId: 'PASSWORD_CREDENTIAL_VALIDATOR',
    componentName: 'PingOne Password Credential Validator',
    serviceNames: ['PingOne SSO'],
  },
  {
    descriptorId: 'com.pingidentity.plugins.notifications.pingone.PingOneNotificationPublisher',
    categoryId: 'NOTIFICATION_PUBLISHER',
    componentName: 'PingOne Notification Publisher',
    serviceNames: ['PingOne Notifications'],
  },
]);

export const componentOfType = (descriptorId: string): PingOneComponent | undefined =>
  PINGONE_COMPONENTS.find((component) => component.descriptorId === descriptorId);
