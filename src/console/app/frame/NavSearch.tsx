import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../i18n/t';
import type { NavItem } from '../../shell/session/contract-types';
import { searchEntries, searchNavigation } from './nav-search';
import { moveActive, OBJECT_SEARCH_MAX_LENGTH, searchSections, type SearchOption } from './object-search';
import { useObjectSearch } from './use-object-search';

/**
 * SPEC 2.18: finds navigation items as one types, and under them the configuration objects whose
 * name or id matches, grouped by type (WAI-ARIA combobox with a listbox of groups); Enter goes
 * there, to an object's edit form.
 */
export function NavSearch({ tree }: { tree: NavItem[] }) {
  const navigate = useNavigate();
  const entries = useMemo(() => searchEntries(tree), [tree]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const pages = useMemo(() => searchNavigation(entries, query), [entries, query]);
  const objects = useObjectSearch(query);
  const { sections, options } = useMemo(
    () => searchSections(pages, objects.groups, t('frame.search.pages')),
    [pages, objects],
  );
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const expanded = open && query.trim() !== '';
  const current = active < options.length ? active : -1;

  const go = (option: SearchOption) => {
    setQuery('');
    setOpen(false);
    setActive(-1);
    navigate(option.to);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive(moveActive(current, options.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      const chosen = options[current] ?? options[0];
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

  const status =
    options.length > 0 ? undefined : objects.searching ? t('frame.search.searching') : t('frame.search.none');

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
        aria-activedescendant={expanded && current >= 0 ? optionId(current) : undefined}
        maxLength={OBJECT_SEARCH_MAX_LENGTH}
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
      <div id={listId} role="listbox" aria-label={t('frame.search.results')} className="nav-search__list" hidden={!expanded}>
        {expanded &&
          sections.map((section) => (
            <div key={section.key} role="group" aria-labelledby={`${listId}-${section.key}`} className="nav-search__group" data-testid={`search-group-${section.key}`}>
              <div id={`${listId}-${section.key}`} role="presentation" className="nav-search__heading">
                {section.label}
              </div>
              {section.options.map(({ option, index }) => (
                <div
                  key={option.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === current}
                  className={`nav-search__option${index === current ? ' nav-search__option--active' : ''}`}
                  // mousedown, not click: the input's blur would close the list before a click lands.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    go(option);
                  }}
                  onMouseEnter={() => setActive(index)}
                >
                  <span className="nav-search__label">{option.label}</span>
                  {option.context && <span className="nav-search__context">{option.context}</span>}
                </div>
              ))}
              {section.more && (
                <div role="presentation" className="nav-search__more">
                  {t('frame.search.more', { type: section.label })}
                </div>
              )}
            </div>
          ))}
        {expanded && objects.failed && (
          <div role="presentation" className="nav-search__empty">
            {t('frame.search.objectsFailed')}
          </div>
        )}
        {expanded && status && (
          <div role="presentation" className="nav-search__empty">
            {status}
          </div>
        )}
      </div>
    </div>
  );
}
