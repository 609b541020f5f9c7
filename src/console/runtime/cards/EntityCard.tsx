import type { CardDefinition, PageDefinition } from '../../../shared/page-model';
import { t } from '../../i18n/t';
import { MutatingButton } from '../access/MutatingButton';
import { useAccess } from '../access/page-access';
import type { SelectOption } from '../form/select/use-select-options';
import { getPath } from '../values/paths';
import type { Item } from './card-view-state';
import type { CardPlace } from './CardList';

interface Props {
  card: CardDefinition;
  /** The page's operations: the toggle and Edit need update, Delete needs delete. */
  operations: PageDefinition['operations'];
  item: Item;
  name: string;
  /** Options of looked-up details, by field name. */
  lookups?: Record<string, SelectOption[]>;
  onEdit: () => void;
  onDelete: () => void;
  onToggle?: () => void;
  /** Its position in the whole list, and in a virtualized list where it is drawn. */
  place?: CardPlace;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A detail's text: the value, or for a lookup the label of the option with that value. */
export function detailText(value: unknown, options: readonly SelectOption[] | undefined): string {
  const plain = text(value);
  if (!options || !plain) return plain;
  return options.find((option) => option.value === plain)?.label ?? plain;
}

/** One object of a card list: title, subtitle, description, labelled details, a toggle, actions. */
export function EntityCard({ card, operations, item, name, lookups = {}, onEdit, onDelete, onToggle, place }: Props) {
  const editable = useAccess().mayCall(operations.update);
  const description = card.description ? text(getPath(item, card.description)) : '';
  const on = card.toggle ? getPath(item, card.toggle.field) === true : false;
  return (
    <li
      className="card"
      data-testid="entity-card"
      ref={place?.measureRef}
      style={place?.style}
      data-index={place?.index}
      aria-posinset={place && place.index + 1}
      aria-setsize={place?.setSize}
    >
      <div className="card__main">
        <h2 className="card__title">{text(getPath(item, card.title))}</h2>
        {card.subtitle && <p className="card__subtitle">{text(getPath(item, card.subtitle))}</p>}
        {description && <p className="card__description">{description}</p>}
        {card.details.length > 0 && (
          <dl className="card__details">
            {card.details.map((detail) => (
              <div key={detail.field} className="card__detail">
                <dt>{detail.label}</dt>
                <dd>{detailText(getPath(item, detail.field), detail.lookup ? lookups[detail.field] : undefined) || '—'}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div className="card__actions">
        {card.toggle && (
          <MutatingButton
            operation={operations.update}
            whenReadOnly="disable"
            role="switch"
            aria-checked={on}
            aria-label={`${card.toggle.label} ${name}`}
            className={`switch${on ? ' switch--on' : ''}`}
            onClick={onToggle}
          >
            <span className="switch__track" aria-hidden="true">
              <span className="switch__thumb" />
            </span>
            <span className="switch__text">{card.toggle.label}</span>
          </MutatingButton>
        )}
        {/* Those who may not update open the same form to look; it renders disabled. */}
        <button type="button" className="button button--secondary button--small" onClick={onEdit} aria-label={`${editable ? t('common.edit') : t('common.view')} ${name}`}>
          {editable ? t('common.edit') : t('common.view')}
        </button>
        <MutatingButton operation={operations.delete} className="button button--danger-outline button--small" onClick={onDelete} aria-label={`${t('common.delete')} ${name}`}>
          {t('common.delete')}
        </MutatingButton>
      </div>
    </li>
  );
}
