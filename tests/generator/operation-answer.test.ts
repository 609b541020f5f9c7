/**
 * api-client.gen.ts's OperationAnswer: a call's result typed per status from the contract, so a
 * caller narrows on `status` (or `ok`) instead of casting. Checked by the type-checker (npm run
 * typecheck); the runtime part only asserts the narrowing a screen would write.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OperationAnswer } from '../../generated/api-client.gen';
import type { components } from '../../generated/api-types.gen';

type Issuer = components['schemas']['Issuer'];
type ApiResult = components['schemas']['ApiResult'];

describe('OperationAnswer', () => {
  it('types the success body, the ApiResult of a 422 and every declared status', () => {
    type Answer = OperationAnswer<'addOauthIssuer'>;
    expectTypeOf<Extract<Answer, { status: 201 }>['data']>().toEqualTypeOf<Issuer>();
    expectTypeOf<Extract<Answer, { status: 422 }>['error']>().toEqualTypeOf<ApiResult>();
    expectTypeOf<Answer['status']>().toEqualTypeOf<0 | 201 | 400 | 401 | 403 | 422 | 429>();
  });

  it('gives a 204 no body', () => {
    expectTypeOf<Extract<OperationAnswer<'deleteOauthIssuer'>, { status: 204 }>['data']>().toEqualTypeOf<undefined>();
  });

  it('narrows on ok and status without a cast', () => {
    const answers = [
      { ok: true, status: 201, data: { id: 'a' } },
      { ok: false, status: 422, error: { resultId: 'validation_error', message: 'b' } },
    ] as OperationAnswer<'addOauthIssuer'>[];
    const seen = answers.map((answer) => {
      if (answer.ok) {
        expectTypeOf(answer.data).toEqualTypeOf<Issuer>();
        return answer.data.id;
      }
      if (answer.status === 422) {
        expectTypeOf(answer.error).toEqualTypeOf<ApiResult>();
        return answer.error.message;
      }
      return undefined;
    });
    expect(seen).toEqual(['a', 'b']);
  });
});
