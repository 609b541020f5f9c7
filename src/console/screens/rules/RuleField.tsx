import type { ReactElement, ReactNode } from 'react';
import { FieldErrorList } from '../../runtime/ui/FieldErrorList';

interface Props {
  id: string;
  label: string;
  error?: string;
  className?: string;
  /** The control, given the ids and states it must carry to be labelled and described. */
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactElement;
  aside?: ReactNode;
}

/** One field of a rule: its label, the control, and its SPEC 5 message under it. */
export function RuleField({ id, label, error, className, children, aside }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={`rule-field ${className ?? ''}`}>
      <label className="rule-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}) })}
      {aside}
      <FieldErrorList id={errorId} errors={error ? [error] : []} testId={`${id}-error`} />
    </div>
  );
}
