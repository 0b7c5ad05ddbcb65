import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { FieldValues, Resolver } from 'react-hook-form';

type Schema<T> = StandardSchemaV1<T, T>;

/**
 * A react-hook-form resolver for a form's schema. A form whose rules depend on what the screen knows
 * (a balance, a minimum, the checked e-mail) passes a schema factory instead and those facts as
 * useForm's `context`; the schema is built from the context at each validation.
 */
export function schemaResolver<T extends FieldValues, C = unknown>(schema: Schema<T> | ((context: C) => Schema<T>)): Resolver<T, C> {
  return (values, context, options) => (standardSchemaResolver(typeof schema === 'function' ? schema(context as C) : schema) as Resolver<T, C>)(values, context, options);
}
