import type { ButtonHTMLAttributes } from 'react';
import type { OperationRef } from '../../../shared/page-model';
import { useAccess } from './page-access';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The operation this control leads to (a form's Save, a row's Delete); the account must be allowed to call it. */
  operation: OperationRef | undefined;
  /** 'hide' removes the control when the account may not call the operation; 'disable' keeps it visible but inert. */
  whenReadOnly?: 'hide' | 'disable';
};

/** A button that changes configuration; PageAccess decides whether it is available. */
export function MutatingButton({ operation, whenReadOnly = 'hide', disabled, type = 'button', ...rest }: Props) {
  const allowed = useAccess().mayCall(operation);
  if (!allowed && whenReadOnly === 'hide') return null;
  return <button type={type} disabled={disabled || !allowed} {...rest} />;
}
