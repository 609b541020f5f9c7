/**
 * What this server does for an action a plugin type declares, by type and action name. An action
 * without a runner here is refused by invokeAction (plugin-actions.ts) with the reason: the
 * OpenToken adapters' Download (agent-config.txt), whose file format no public source gives.
 */
import type { components } from '../../../../generated/api-types.gen';
import type { KindDescriptor } from '../../../shared/plugin-configuration';
import type { ServerContext } from '../../kernel/handler-types';
import type { JsonDocument } from '../../store/store';

/** An action of a plugin type, with its name (by which the API and the console know it). */
export type NamedAction = components['schemas']['ActionDescriptor'] & { name: string };

export interface ActionInvocation {
  server: ServerContext;
  instance: JsonDocument;
  descriptor: KindDescriptor;
  action: NamedAction;
  /** The parameters sent, by name (each one the action declares). */
  parameters: ReadonlyMap<string, string>;
}

export type ActionRunner = (invocation: ActionInvocation) => Promise<components['schemas']['ActionResult']>;

const RUNNERS: ReadonlyMap<string, ActionRunner> = new Map();

export const runnerOf = (type: string, action: string): ActionRunner | undefined => RUNNERS.get(`${type}#${action}`);
