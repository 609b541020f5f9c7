/** Collects every field error of one request, then answers them together as one 422. */
import { validationFailed, type ValidationErrorItem } from '../../core/api-error';

export class FieldErrors {
  readonly items: ValidationErrorItem[] = [];

  add(fieldPath: string, message: string, errorId = 'invalid_field'): void {
    this.items.push({ errorId, fieldPath, message });
  }

  has(fieldPath: string): boolean {
    return this.items.some((item) => item.fieldPath === fieldPath);
  }

  throwIfAny(): void {
    if (this.items.length > 0) throw validationFailed(this.items);
  }
}

export const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
