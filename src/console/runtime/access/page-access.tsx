import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { changesConfiguration, holdsOneOf, mayCallOperation, type RoleHolder } from '../../../shared/operation-access';
import type { OperationRef } from '../../../shared/page-model';

/**
 * The one access mechanism (like Keycloak's FormAccess): the console is wrapped once with the
 * signed-in account, a page once with the operations it changes things with, and every mutating
 * control and form below asks this context whether the server would let the account call its
 * operation (the operation's x-auth and x-roles, src/shared/operation-access.ts).
 */
interface AccessScope {
  /** The signed-in account; without one (outside a console session) roles are not checked. */
  account?: RoleHolder;
  /** Takes every change away, whatever the roles. */
  readOnly: boolean;
  /** The operations by which the current page changes configuration. */
  changes?: readonly OperationRef[];
  /** This node is a passive admin console: the server refuses every change but its x-passive-console ones. */
  passiveConsole?: boolean;
}

export interface Access {
  /** Whether the account may call the operation; an operation the page does not have cannot be called. */
  mayCall: (operation: OperationRef | undefined) => boolean;
  /** Whether the account's roles let it call a reading operation (read-only and passive consoles still read). */
  mayRead: (operation: OperationRef | undefined) => boolean;
  /** The page changes configuration only through operations the account may not call: it can look, not change. */
  viewOnly: boolean;
  /** Whether the account holds one of these roles (a field's editableBy); outside a session, yes. */
  holdsOneOf: (roles: readonly string[]) => boolean;
}

const ScopeContext = createContext<AccessScope>({ readOnly: false });

interface Props {
  account?: RoleHolder;
  readOnly?: boolean;
  changes?: readonly OperationRef[];
  passiveConsole?: boolean;
  children: ReactNode;
}

export function PageAccess({ account, readOnly = false, changes, passiveConsole = false, children }: Props) {
  const outer = useContext(ScopeContext);
  // A nested wrapper can only narrow access: it cannot replace the account or undo a read-only outer one.
  const scope = useMemo<AccessScope>(
    () => ({
      account: outer.account ?? account,
      readOnly: outer.readOnly || readOnly,
      changes: changes ?? outer.changes,
      passiveConsole: outer.passiveConsole || passiveConsole,
    }),
    [outer, account, readOnly, changes, passiveConsole],
  );
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

export function accessOf(scope: AccessScope): Access {
  const mayCall = (operation: OperationRef | undefined) =>
    operation !== undefined &&
    !scope.readOnly &&
    (scope.account === undefined || mayCallOperation(scope.account, operation)) &&
    (!scope.passiveConsole || operation.passiveConsole === true || !changesConfiguration(operation));
  const mayRead = (operation: OperationRef | undefined) => operation !== undefined && (scope.account === undefined || mayCallOperation(scope.account, operation));
  const changes = scope.changes ?? [];
  const holds = (roles: readonly string[]) => scope.account === undefined || holdsOneOf(scope.account, roles);
  return { mayCall, mayRead, viewOnly: changes.length > 0 && !changes.some(mayCall), holdsOneOf: holds };
}

export function useAccess(): Access {
  const scope = useContext(ScopeContext);
  return useMemo(() => accessOf(scope), [scope]);
}
