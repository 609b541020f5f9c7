import type { CardDefinition } from '../../../shared/page-model';
import { t } from '../../i18n/t';
import { MutatingButton } from '../access/MutatingButton';
import { useAccess } from '../access/page-access';
import type { Item } from './card-view-state';

interface Props {
  card: CardDefinition;
  item: Item;
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** One object of a card list: title, subtitle, description, labelled details, actions. */
export function EntityCard({ card, item, name, onEdit, onDelete }: Props) {
  const { readOnly } = useAccess();
  const description = card.description ? text(item[card.description]) : '';
  return (
    <li className="card" data-testid="entity-card">
      <div className="card__main">
        <h2 className="card__title">{text(item[card.title])}</h2>
        {card.subtitle && <p className="card__subtitle">{text(item[card.subtitle])}</p>}
        {description && <p className="card__description">{description}</p>}
        {card.details.length > 0 && (
          <dl className="card__details">
            {card.details.map((detail) => (
              <div key={detail.field} className="card__detail">
                <dt>{detail.label}</dt>
                <dd>{text(item[detail.field]) || '—'}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div className="card__actions">
        {/* Read-only users open the same form to look; it renders disabled. */}
        <button type="button" className="button button--secondary button--small" onClick={onEdit} aria-label={`${readOnly ? t('common.view') : t('common.edit')} ${name}`}>
          {readOnly ? t('common.view') : t('common.edit')}
        </button>
        <MutatingButton className="button button--danger-outline button--small" onClick={onDelete} aria-label={`${t('common.delete')} ${name}`}>
          {t('common.delete')}
        </MutatingButton>
      </div>
    </li>
  );
}
