import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/t';
import { formatUtcDate } from '../format/utc-date';
import { fieldChanges, shownValue } from '../history/field-changes';
import type { FieldDifference, Side, VersionMerge } from './merge-versions';
import type { LastChange } from './version-conflict';

interface Props {
  merge: VersionMerge;
  lastChange?: LastChange;
  onSave: (picks: Record<string, Side>) => void;
  onDiscard: () => void;
}

const shown = (difference: FieldDifference, value: unknown) =>
  difference.unit.secret && value !== undefined && value !== '' ? t('conflict.secretChanged') : shownValue(value) || t('conflict.empty');

/** Leaves shown of a deep field's change (a policy tree): its first ones, then how many more. */
const SHOWN_LEAVES = 6;

/**
 * A field as one side changed it (`before`: as it was before that change): as it is for a plain
 * value, and for a deep one (an object, a list) only the leaves that change touched, by their
 * paths, as the history shows a change.
 */
function SideValue({ difference, side, before = false }: { difference: FieldDifference; side: Side; before?: boolean }) {
  const value = before ? difference.base : difference[side];
  const deep = [difference.base, difference[side]].some((candidate) => typeof candidate === 'object' && candidate !== null);
  if (!deep) return <>{shown(difference, value)}</>;
  const changes = fieldChanges(difference.base, difference[side]);
  return (
    <span className="conflict__leaves">
      {changes.slice(0, SHOWN_LEAVES).map((change) => (
        <span key={change.path} className="conflict__leaf">
          <code>{change.path}</code>: {shownValue(before ? change.before : change.after) || t('conflict.empty')}
        </span>
      ))}
      {changes.length > SHOWN_LEAVES && <span className="conflict__leaf">{t('conflict.moreLeaves', { count: String(changes.length - SHOWN_LEAVES) })}</span>}
    </span>
  );
}

/**
 * A save that met a newer version, shown above the form it came from: who saved, when, what they
 * changed and what this form changed (both kept), and for each field both changed a choice of
 * theirs or mine. Saving sends the merge against their version; discarding takes theirs.
 */
export function ConflictView({ merge, lastChange, onSave, onDiscard }: Props) {
  const [picks, setPicks] = useState<Record<string, Side>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: false }), []);
  const undecided = merge.both.filter((difference) => picks[difference.unit.name] === undefined).length;
  const time = lastChange && (formatUtcDate(lastChange.timestamp) ?? lastChange.timestamp);
  return (
    <section className="conflict" aria-labelledby="conflict-title" data-testid="version-conflict">
      <h2 id="conflict-title" ref={heading} tabIndex={-1} className="conflict__title">
        {t('conflict.title')}
      </h2>
      <p>{lastChange ? t('conflict.by', { username: lastChange.username, time: time ?? '' }) : t('conflict.byUnknown')}</p>
      <Differences title={t('conflict.theirs')} differences={merge.theirs} side="theirs" />
      <Differences title={t('conflict.mine')} differences={merge.mine} side="mine" />
      {merge.both.length > 0 && (
        <div className="conflict__both">
          <h3>{t('conflict.both')}</h3>
          {merge.both.map((difference) => (
            <fieldset key={difference.unit.name} className="conflict__pick" data-testid={`conflict-pick-${difference.unit.name}`}>
              <legend>{difference.unit.label}</legend>
              {(['theirs', 'mine'] as const).map((side) => (
                <label key={side} className="conflict__choice">
                  <input
                    type="radio"
                    name={`conflict-${difference.unit.name}`}
                    checked={picks[difference.unit.name] === side}
                    onChange={() => setPicks((current) => ({ ...current, [difference.unit.name]: side }))}
                  />
                  <span>
                    {t(side === 'theirs' ? 'conflict.keepTheirs' : 'conflict.keepMine')} <SideValue difference={difference} side={side} />
                  </span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      )}
      <div className="form-actions">
        <button type="button" className="button button--secondary" onClick={onDiscard}>
          {t('conflict.discard')}
        </button>
        <button type="button" className="button button--primary" onClick={() => onSave(picks)} disabled={undecided > 0}>
          {t('conflict.save')}
        </button>
      </div>
    </section>
  );
}

function Differences({ title, differences, side }: { title: string; differences: FieldDifference[]; side: Side }) {
  if (differences.length === 0) return null;
  return (
    <div className="history-diff__scroll">
      <table className="history-diff conflict__table" data-testid={`conflict-${side}`}>
        <caption className="conflict__caption">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('conflict.field')}</th>
            <th scope="col">{t('conflict.before')}</th>
            <th scope="col">{t(side === 'theirs' ? 'conflict.theirValue' : 'conflict.yourValue')}</th>
          </tr>
        </thead>
        <tbody>
          {differences.map((difference) => (
            <tr key={difference.unit.name}>
              <th scope="row">{difference.unit.label}</th>
              <td>
                <SideValue difference={difference} side={side} before />
              </td>
              <td>
                <SideValue difference={difference} side={side} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
