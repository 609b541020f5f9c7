/** Conditions on an object's own values (a reference's `when`). */
import type { ValueCondition } from '../../shared/page-model';
import type { JsonDocument } from '../store/store';
import { valueAt } from './resource-rules';

/** No condition, or the object's `field` has one of the values `in`. */
export const meets = (doc: JsonDocument, when: ValueCondition | undefined): boolean =>
  !when || when.in.some((value) => value === valueAt(doc, when.field));
