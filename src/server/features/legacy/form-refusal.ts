/** A hidden-form save that is refused: the page answers with this status and these errors, and nothing changes. */
export class FormRefusal extends Error {
  constructor(
    readonly status: number,
    readonly errors: string[],
  ) {
    super(errors.join(' '));
    this.name = 'FormRefusal';
  }
}

export const MALFORMED_JSON = (field: string) => `The submitted ${field} are not valid JSON.`;

/** A form field holding JSON (the dialogs send lists as JSON text, SPEC 7); malformed text is a 422 refusal. */
export function jsonField(fields: URLSearchParams, name: string, what: string): unknown {
  const text = fields.get(name);
  if (text === null) throw new FormRefusal(422, [`The ${what} are missing.`]);
  try {
    return JSON.parse(text);
  } catch {
    throw new FormRefusal(422, [MALFORMED_JSON(what)]);
  }
}
