import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { t } from '../../../i18n/t';
import { errorId, requiredNow } from '../templates';
import type { FieldWidgetOptions } from '../ui-schema';
import type { FormContext } from '../plugin-configuration/PluginConfigurationField';
import { filterOptions, useSelectOptions } from './use-select-options';

/**
 * A select of options loaded from the field's options operation (widget `select`); when the
 * field is searchable, typing filters the list. A combobox with a listbox popup.
 */
export function OptionsSelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, placeholder, onChange, onBlur, onFocus } = props;
  const { definition } = props.options as unknown as FieldWidgetOptions;
  // Options by another field's value (a mapping's context object by the context type), else the field's own.
  const by = definition.optionsBy;
  const chosen = by ? (props.registry.formContext as FormContext).dependencies?.[by.field] : undefined;
  const source = by ? (typeof chosen === 'string' && Object.hasOwn(by.cases, chosen) ? by.cases[chosen] : undefined) : definition.options;
  const options = useSelectOptions(source);
  const searchable = source?.searchable ?? false;
  // Another deciding value names objects of another collection: the value chosen among the old ones goes.
  const decided = useRef(chosen);
  useEffect(() => {
    if (!by || decided.current === chosen) return;
    decided.current = chosen;
    if (value !== undefined && value !== '') onChange(undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new deciding value clears
  }, [by, chosen]);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const inert = disabled || readonly;
  const selected = options?.find((option) => option.value === value);
  const shown = filterOptions(options ?? [], searchable ? search : '');

  function choose(optionValue: string) {
    onChange(optionValue);
    setOpen(false);
    setSearch('');
  }

  function onKeyDown(event: KeyboardEvent) {
    if (inert) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.min(Math.max(current + step, 0), Math.max(shown.length - 1, 0)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (shown[active]) choose(shown[active].value);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      setSearch('');
    }
  }

  return (
    <div className="options-select" data-testid={`select-${id}`}>
      <input
        ref={input}
        id={id}
        className="input options-select__input"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete={searchable ? 'list' : 'none'}
        aria-activedescendant={open && shown[active] ? `${listId}-${active}` : undefined}
        aria-required={requiredNow(props) || undefined}
        aria-invalid={props.rawErrors?.length ? true : undefined}
        aria-describedby={props.rawErrors?.length ? errorId(id) : undefined}
        placeholder={selected ? selected.label : placeholder || t('select.placeholder')}
        value={open ? search : (selected?.label ?? (value ? String(value) : ''))}
        readOnly={!searchable || inert}
        data-inert={inert || undefined}
        disabled={disabled}
        autoComplete="off"
        onClick={() => !inert && setOpen(true)}
        onChange={(event) => {
          setSearch(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => onFocus(id, value)}
        onBlur={() => {
          // Options keep the focus (their mousedown is prevented), so a blur means focus left the
          // widget: close now. A delayed close could land after a later click reopened the list.
          setOpen(false);
          setSearch('');
          onBlur(id, value);
        }}
      />
      <span className="options-select__chevron" aria-hidden="true">
        ▾
      </span>
      {open && (
        <ul className="options-select__list" role="listbox" id={listId} aria-label={String(props.label ?? '')}>
          {options === undefined && <li className="options-select__empty">{t('picker.loading')}</li>}
          {options !== undefined && shown.length === 0 && <li className="options-select__empty">{t('select.noOptions')}</li>}
          {shown.map((option, index) => (
            <li
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={option.value === value}
              className={`options-select__option${index === active ? ' options-select__option--active' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option.value)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
