/** What a route handler receives and returns; handlers are looked up by operationId. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationId } from '../../../generated/operations.gen';
import type { OperationAnswer, PathParams, QueryParams, RequestBody } from './operation-types';
import type { RouteBinding } from '../../shared/route-binding';
import type { PasswordRules } from '../services/passwords/password-rules';
import type { PasswordSignIn } from '../services/sign-in/password-sign-in';
import type { ClusterView } from '../services/cluster-view';
import type { ConfigurationKeys } from '../services/keys/configuration-keys';
import type { TrustedKeys } from '../services/trusted-signers/signing-keys';
import type { Store } from '../store/store';

export type CredentialKind = 'anonymous' | 'session' | 'basic' | 'bearer';

export interface Caller {
  kind: CredentialKind;
  username?: string;
  roles: string[];
  auditor: boolean;
  /** Hash of the console session id when the caller came with (or from) a session cookie. */
  sessionIdHash?: string;
}

export interface ServerSettings {
  /** The data directory (database, master key, log4j2.xml). */
  dataDir: string;
  sessionTimeoutMs: number;
  /** How long a console session (and any api token from it) lives at most, active or not. */
  sessionLifetimeMs: number;
  /** The environment name the console shows in its header badge ('' for none). */
  environment: string;
  /** Whether the dashboard shows a background image. */
  showBackground: boolean;
  apiTokenLifetimeMs: number;
  /** False when the data directory's log4j2.xml is a customized file migrated from an earlier install. */
  isLog4j2Upgraded: boolean;
  /** What administrator passwords must meet (shown by the setup wizard, enforced on create). */
  passwordRules: PasswordRules;
  /** The base URL the setup wizard suggests; unset: https://<request host>:9031. */
  defaultBaseUrl?: string;
}

/** The public keys whose signatures the server accepts. */
export interface TrustedSigners {
  licenses: TrustedKeys;
  pingOneCredentials: TrustedKeys;
}

/** Long-lived things every handler may use. */
export interface ServerContext {
  store: Store;
  /** The clock of sessions and api tokens (ms since the epoch): Date.now unless a test sets it. */
  now: () => number;
  settings: ServerSettings;
  /** Configuration encryption keys and the secrets they protect. */
  keys: ConfigurationKeys;
  trust: TrustedSigners;
  /** Password checks (login form, HTTP Basic) with throttling and verified-credential cache. */
  signIn: PasswordSignIn;
  /** This server's cluster (standalone unless it runs as a clustered node): read from the shared database. */
  cluster: ClusterView;
}

/** What a route's handler receives, whichever operation it is (checked against the contract before the call). */
export interface RouteContext {
  server: ServerContext;
  binding: RouteBinding;
  caller: Caller;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  request: FastifyRequest;
  /** For cookies only; the status and body come from the result. */
  reply: FastifyReply;
}

/** What the handler of one operation receives: its path and query parameters and its body, typed by the contract. */
export interface HandlerContext<Op extends OperationId> extends Omit<RouteContext, 'params' | 'query' | 'body'> {
  params: PathParams<Op>;
  query: QueryParams<Op>;
  body: RequestBody<Op>;
}

export interface HandlerResult {
  status: number;
  /** A JSON value (checked against the contract), or a string / Buffer download sent as `contentType`. */
  body?: unknown;
  /** The media type of a download (a certificate, a PEM or PKCS#12 file, a CSR); unset for JSON. */
  contentType?: string;
  /** A download's file name, sent as `Content-Disposition: attachment` (a plain name: letters, digits, `.`, `-`, `_`). */
  fileName?: string;
  /** The stored version of the object answered, sent as its strong `ETag` (kernel/preconditions.ts). */
  version?: string;
}

/** What the routes call: a handler of whichever operation the binding names. */
export type RouteHandler = (context: RouteContext) => Promise<HandlerResult>;

/** The handler of one operation: a renamed operation or a changed schema fails its typecheck. */
export type Handler<Op extends OperationId> = (context: HandlerContext<Op>) => Promise<OperationAnswer<Op>>;
