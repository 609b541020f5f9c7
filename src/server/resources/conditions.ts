/** Conditions on an object's own values (a reference's `when`), in the page fields' condition language. */
import { conditionHolds } from '../../shared/field-conditions';
import type { ValueCondition } from '../../shared/page-model';
import type { JsonDocument } from '../store/store';

/** No condition, or the object's `field` has one of the values `in`. */
export const meets = (doc: JsonDocument, when: ValueCondition | undefined): boolean => !when || conditionHolds(doc, when);
