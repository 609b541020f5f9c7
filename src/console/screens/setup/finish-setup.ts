import type { components } from '../../../../generated/api-types.gen';
import { operations } from '../../../../generated/operations.gen';
import { callSetup, type Credentials } from './setup-client';
import type { SetupConfiguration } from './setup-configuration';

type ServerSettings = components['schemas']['ServerSettings'];
type ActivePassiveConsoleInfo = components['schemas']['ActivePassiveConsoleInfo'];

/** SPEC 3: the first administrator holds every administrative role. */
export const INITIAL_ADMIN_ROLES = ['ADMINISTRATOR', 'CRYPTO_ADMINISTRATOR', 'USER_ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR'] as const;

export type FinishOutcome = { ok: true } | { ok: false; step: string };

/**
 * Applies the configuration in SPEC 4's order. The license goes first, anonymously, while setup is
 * still incomplete; creating the administrator completes it, so every later call carries the new
 * administrator's credentials. The first failure stops the sequence (the caller shows 'Could not
 * connect'); `step` names where it stopped, for the console log.
 */
export async function finishSetup(configuration: SetupConfiguration): Promise<FinishOutcome> {
  const credentials: Credentials = { username: configuration.username.trim(), password: configuration.password };

  if (configuration.license.kind === 'new') {
    const uploaded = await callSetup(operations.updateLicense, { body: { fileData: configuration.license.fileData } });
    if (!uploaded.ok) return { ok: false, step: 'Error uploading the license' };
  }

  const created = await callSetup(operations.addAccount, {
    body: {
      username: credentials.username,
      password: credentials.password,
      active: true,
      auditor: false,
      description: 'Initial administrator user',
      roles: [...INITIAL_ADMIN_ROLES],
    },
  });
  if (!created.ok) return { ok: false, step: 'Error creating the administrator account' };

  const consoleInfo = await callSetup<ActivePassiveConsoleInfo>(operations.getActivePassiveConsoleInfo, { credentials });
  if (!consoleInfo.ok || !consoleInfo.data) return { ok: false, step: 'Error reading the console role' };
  if (consoleInfo.data.enabled && consoleInfo.data.role === 'PASSIVE') {
    const switched = await callSetup(operations.updateClusterAdminNodeRole, { credentials });
    if (!switched.ok) return { ok: false, step: 'Error switching this node to active console role' };
  }

  const settings = await callSetup<ServerSettings>(operations.getServerSettings, { credentials });
  if (!settings.ok || !settings.data) return { ok: false, step: 'Error Configuring Base URL' };
  const updated = await callSetup(operations.updateServerSettings, {
    credentials,
    body: { ...settings.data, federationInfo: { ...settings.data.federationInfo, baseUrl: configuration.baseUrl.trim() } },
  });
  if (!updated.ok) return { ok: false, step: 'Error Configuring Base URL' };

  if (configuration.connectPingOne) {
    const connection = await callSetup(operations.createPingOneConnection, {
      credentials,
      body: {
        name: configuration.organizationName,
        description: 'Initial PingOne connection',
        active: true,
        credential: configuration.credential.trim(),
      },
    });
    if (!connection.ok) return { ok: false, step: 'Error creating the PingOne connection' };
  }

  const signedOn = await callSetup(operations.login, { body: credentials });
  if (!signedOn.ok) return { ok: false, step: 'Error signing on' };
  return { ok: true };
}
