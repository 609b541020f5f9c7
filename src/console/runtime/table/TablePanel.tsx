import type { ReactNode } from 'react';

interface Props {
  /** Names the region (the table's own label). */
  label: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * The box a table scrolls in when it is wider than the screen (at 320 px most are): a labelled
 * region that takes the keyboard focus, so the table can be scrolled without a mouse (WCAG 2.1.1).
 */
export function TablePanel({ label, className, testId, children }: Props) {
  return (
    <div className={`table-panel${className ? ` ${className}` : ''}`} role="region" aria-label={label} tabIndex={0} data-testid={testId}>
      {children}
    </div>
  );
}
