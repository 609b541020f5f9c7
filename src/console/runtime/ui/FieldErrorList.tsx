/** A field's error messages under it, announced as an alert; nothing when there are none. */
export function FieldErrorList({ id, errors, testId }: { id: string; errors: readonly string[]; testId?: string }) {
  if (errors.length === 0) return null;
  return (
    <div className="form-field__errors" id={id} role="alert" data-testid={testId}>
      {errors.map((error) => (
        <p key={error} className="form-field__error">
          {error}
        </p>
      ))}
    </div>
  );
}
