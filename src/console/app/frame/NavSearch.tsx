import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../i18n/t';
import type { NavItem } from '../session/contract-types';
import { searchEntries, searchNavigation, type SearchEntry } from './nav-search';

/** SPEC 2.18: finds navigation items as one types (WAI-ARIA combobox with a listbox); Enter goes there. */
export function NavSearch({ tree }: { tree: NavItem[] }) {
  const navigate = useNavigate();
  const entries = useMemo(() => searchEntries(tree), [tree]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const results = useMemo(() => searchNavigation(entries, query), [entries, query]);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const expanded = open && query.trim() !== '';

  const go = (entry: SearchEntry) => {
    setQuery('');
    setOpen(false);
    setActive(-1);
    navigate(entry.to);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!results.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const chosen = results[active] ?? results[0];
      if (chosen && expanded) {
        event.preventDefault();
        go(chosen);
      }
    } else if (event.key === 'Escape') {
      if (expanded) event.stopPropagation();
      if (!expanded) setQuery('');
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="nav-search" data-tour="search">
      <input
        type="search"
        className="nav-search__input"
        role="combobox"
        aria-label={t('frame.search.label')}
        placeholder={t('frame.search.placeholder')}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <ul id={listId} role="listbox" aria-label={t('frame.search.results')} className="nav-search__list" hidden={!expanded}>
        {expanded && results.length === 0 && (
          <li className="nav-search__empty" role="presentation">
            {t('frame.search.none')}
          </li>
        )}
        {expanded &&
          results.map((entry, index) => (
            <li
              key={entry.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`nav-search__option${index === active ? ' nav-search__option--active' : ''}`}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                go(entry);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <span className="nav-search__label">{entry.label}</span>
              {entry.context && <span className="nav-search__context">{entry.context}</span>}
            </li>
          ))}
      </ul>
    </div>
  );
}
