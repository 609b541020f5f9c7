/**
 * PingFederate's plugin actions, one implementation for every kind: an instance's actions are the
 * `actionDescriptors` of its type's descriptor (an action's id is its name, as the console's
 * Actions tab names it); invoking one runs what this server can do for it (action-runners.ts), and
 * an action it cannot carry out is refused with the reason, never answered as done.
 */
import { pluginDescriptorSets } from '../../../../generated/plugin-descriptors.gen';
import type { components } from '../../../../generated/api-types.gen';
import type { KindDescriptor } from '../../../shared/plugin-configuration';
import { ApiError, apiResult, fieldError, notFound } from '../../core/api-error';
import type { ServerContext } from '../../kernel/handler-types';
import type { JsonDocument } from '../../store/store';
import { runnerOf, type ActionInvocation, type NamedAction } from './action-runners';
import type { PluginActionKind } from './plugin-action-kinds';

type Action = components['schemas']['Action'];
type ActionOptions = components['schemas']['ActionOptions'];
type ActionResult = components['schemas']['ActionResult'];

interface Located {
  instance: JsonDocument;
  descriptor: KindDescriptor | undefined;
}

async function locate(server: ServerContext, kind: PluginActionKind, id: string): Promise<Located> {
  const instance = await server.store.getItem(kind.store, id);
  if (!instance) throw notFound(`${kind.noun} '${id}' was not found.`);
  const type = (instance.pluginDescriptorRef as { id?: unknown } | undefined)?.id;
  const descriptor = pluginDescriptorSets[kind.descriptorSet]?.descriptors.find((candidate) => candidate.id === type);
  return { instance, descriptor };
}

const declaredActions = (descriptor: KindDescriptor | undefined): NamedAction[] =>
  (descriptor?.configDescriptor.actionDescriptors ?? []).filter((action): action is NamedAction => typeof action.name === 'string');

function asAction(action: NamedAction): Action {
  return {
    id: action.name,
    name: action.name,
    ...(action.description === undefined ? {} : { description: action.description }),
    download: action.download === true,
    invocationRef: { id: action.name },
    parameters: action.parameters ?? [],
  };
}

export async function actionsOf(server: ServerContext, kind: PluginActionKind, id: string): Promise<Action[]> {
  return declaredActions((await locate(server, kind, id)).descriptor).map(asAction);
}

async function declaredAction(server: ServerContext, kind: PluginActionKind, id: string, actionId: string) {
  const located = await locate(server, kind, id);
  const action = declaredActions(located.descriptor).find((candidate) => candidate.name === actionId);
  if (!action) throw notFound(`${kind.noun} '${id}' has no action '${actionId}'.`);
  return { ...located, action, descriptor: located.descriptor as KindDescriptor };
}

export async function actionOf(server: ServerContext, kind: PluginActionKind, id: string, actionId: string): Promise<Action> {
  return asAction((await declaredAction(server, kind, id, actionId)).action);
}

/** The parameters sent, by name: one the action does not declare is refused at its path. */
function parametersOf(action: NamedAction, options: ActionOptions | undefined): Map<string, string> {
  const declared = new Set((action.parameters ?? []).map((parameter) => parameter.name));
  const values = new Map<string, string>();
  (options?.parameters ?? []).forEach((parameter, i) => {
    if (!declared.has(parameter.name)) {
      throw fieldError(`parameters[${i}].name`, `'${parameter.name}' is not a parameter of the action '${action.name}'.`);
    }
    values.set(parameter.name, parameter.value ?? '');
  });
  return values;
}

export async function invokeAction(server: ServerContext, kind: PluginActionKind, id: string, actionId: string, options: ActionOptions | undefined): Promise<ActionResult> {
  const { instance, descriptor, action } = await declaredAction(server, kind, id, actionId);
  const invocation: ActionInvocation = { server, instance, descriptor, action, parameters: parametersOf(action, options) };
  const runner = runnerOf(descriptor.id, action.name);
  if (!runner) {
    throw new ApiError(
      422,
      apiResult('action_not_supported', `The action '${action.name}' of ${descriptor.name ?? descriptor.id} cannot be run by this reference server: it does not implement this plugin type's ${action.download === true ? 'download' : 'action'}. Nothing was done.`),
    );
  }
  return runner(invocation);
}
