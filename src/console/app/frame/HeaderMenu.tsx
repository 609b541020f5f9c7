import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MenuEntry {
  id: string;
  label: string;
  /** A link (full navigation or a new tab) ... */
  href?: string;
  newTab?: boolean;
  /** ... or an action. */
  onSelect?: () => void;
  /** A choice among the entries of a group (menuitemradio): whether it is the current one. */
  checked?: boolean;
}

/** Entries shown under a label, as one ARIA group (the theme choice). */
export interface MenuGroup {
  id: string;
  label: string;
  entries: MenuEntry[];
}

const isGroup = (entry: MenuEntry | MenuGroup): entry is MenuGroup => 'entries' in entry;

// menuitem and menuitemradio alike: the arrow keys move through all of them.
const ITEMS = '[role="menuitem"], [role="menuitemradio"]';

interface Props {
  /** The button's content; its accessible name comes from label when given, else from the content. */
  button: ReactNode;
  label?: string;
  className: string;
  entries: (MenuEntry | MenuGroup)[];
  tourId?: string;
}

/** A header menu button (WAI-ARIA menu button): arrows move, Escape closes back to the button. */
export function HeaderMenu({ button, label, className, entries, tourId }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>(ITEMS)?.focus();
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  function onMenuKeyDown(event: KeyboardEvent) {
    const items = [...(root.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') close(false);
  }

  const item = (entry: MenuEntry) =>
    entry.href ? (
      <a
        key={entry.id}
        role="menuitem"
        className="header-menu__item"
        href={entry.href}
        target={entry.newTab ? '_blank' : undefined}
        rel={entry.newTab ? 'noopener noreferrer' : undefined}
        onClick={() => close(false)}
      >
        {entry.label}
      </a>
    ) : (
      <button
        key={entry.id}
        type="button"
        role={entry.checked === undefined ? 'menuitem' : 'menuitemradio'}
        aria-checked={entry.checked}
        className={entry.checked === undefined ? 'header-menu__item' : 'header-menu__item header-menu__item--radio'}
        onClick={() => {
          close(true);
          entry.onSelect?.();
        }}
      >
        {entry.checked !== undefined && (
          <span className="header-menu__check" aria-hidden="true">
            {entry.checked ? '✓' : ''}
          </span>
        )}
        {entry.label}
      </button>
    );

  return (
    <div className={className} ref={root} data-tour={tourId}>
      <button
        ref={trigger}
        type="button"
        className={`${className}__button header-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {button}
      </button>
      {open && (
        <div id={menuId} className="header-menu__list" role="menu" aria-label={label} onKeyDown={onMenuKeyDown}>
          {entries.map((entry) =>
            isGroup(entry) ? (
              <div key={entry.id} role="group" aria-label={entry.label} className="header-menu__group">
                <div className="header-menu__group-label" aria-hidden="true">
                  {entry.label}
                </div>
                {entry.entries.map(item)}
              </div>
            ) : (
              item(entry)
            ),
          )}
        </div>
      )}
    </div>
  );
}
