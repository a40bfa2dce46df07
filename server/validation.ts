import * as yup from 'yup';
import { isPlainObject } from '../src/shared/is-plain-object.ts';
import { badRequest } from './http-errors.ts';

/**
 * Validates a request part with a shared yup schema. Unknown fields are dropped; the first message
 * becomes `message`, every field's message goes to `fields`. Never throws anything but a 400.
 */
export function parseWith<S extends yup.AnyObjectSchema>(
  schema: S,
  input: unknown,
  fallbackMessage = 'Datos inválidos',
): yup.InferType<S> {
  if (!isPlainObject(input)) throw badRequest(fallbackMessage);
  try {
    return schema.validateSync(input, {
      abortEarly: false,
      stripUnknown: true,
    }) as yup.InferType<S>;
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      const fields: Record<string, string> = {};
      for (const inner of error.inner.length ? error.inner : [error]) {
        if (inner.path && !fields[inner.path]) fields[inner.path] = inner.message;
      }
      throw badRequest(error.errors[0] ?? fallbackMessage, { fields });
    }
    throw badRequest(fallbackMessage);
  }
}
