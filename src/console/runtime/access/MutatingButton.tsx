import type { ButtonHTMLAttributes } from 'react';
import { useAccess } from './page-access';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** 'hide' removes the control for read-only users; 'disable' keeps it visible but inert. */
  whenReadOnly?: 'hide' | 'disable';
};

/** A button that changes configuration; PageAccess decides whether it is available. */
export function MutatingButton({ whenReadOnly = 'hide', disabled, type = 'button', ...rest }: Props) {
  const { readOnly } = useAccess();
  if (readOnly && whenReadOnly === 'hide') return null;
  return <button type={type} disabled={disabled || readOnly} {...rest} />;
}
