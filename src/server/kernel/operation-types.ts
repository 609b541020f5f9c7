/**
 * What an operation's handler receives and answers, read from the generated contract types
 * (`operations[Op]` of api-types.gen.ts): a renamed operation or a changed schema fails the
 * typecheck of its handler.
 */
import type { operations } from '../../../generated/api-types.gen';
import type { OperationId } from '../../../generated/operations.gen';

type Operation<Op extends OperationId> = operations[Op];
type Parameters<Op extends OperationId> = Operation<Op>['parameters'];

/** `{}` for what the operation does not declare (openapi-typescript writes `never`). */
type Declared<T> = [Exclude<T, undefined>] extends [never] ? Record<string, never> : Exclude<T, undefined>;

export type PathParams<Op extends OperationId> = Declared<Parameters<Op> extends { path?: infer P } ? P : never>;
export type QueryParams<Op extends OperationId> = Declared<Parameters<Op> extends { query?: infer Q } ? Q : never>;

/** The request body as the contract declares it (a form's parts as an object; a file part as base64 text); `undefined` without one. */
export type RequestBody<Op extends OperationId> =
  Operation<Op> extends { requestBody: { content: infer C } }
    ? C[keyof C]
    : Operation<Op> extends { requestBody?: { content: infer C } }
      ? C[keyof C] | undefined
      : undefined;

type Responses<Op extends OperationId> = Operation<Op>['responses'];
type SuccessStatus<Op extends OperationId> = Extract<keyof Responses<Op>, 200 | 201 | 202 | 204>;

/** A download (a certificate, a PEM or PKCS#12 file, a CSR): text or bytes with its media type. */
interface Download {
  body: string | Buffer;
  /** The media type of the download. */
  contentType: string;
  /** A download's file name, sent as `Content-Disposition: attachment` (letters, digits, `.`, `-`, `_`). */
  fileName?: string;
}

type AnswerOf<R> = R extends { content: infer C }
  ? 'application/json' extends keyof C
    ? { body: C['application/json']; contentType?: undefined; fileName?: undefined }
    : Download
  : { body?: undefined; contentType?: undefined; fileName?: undefined };

/** One of the operation's 2xx answers: its status, the body the contract declares for it, and the stored version of what it answers (its ETag). */
export type OperationAnswer<Op extends OperationId> = {
  [S in SuccessStatus<Op>]: { status: S; version?: string } & AnswerOf<Responses<Op>[S]>;
}[SuccessStatus<Op>];
