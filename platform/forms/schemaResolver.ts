import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from '@/platform/async/loadOnce';

type Schema<T> = StandardSchemaV1<T, T>;

/**
 * A react-hook-form resolver for a form's schema. A form whose rules depend on what the screen knows
 * (a balance, a minimum, the checked e-mail) passes a schema factory instead and those facts as
 * useForm's `context`; the schema is built from the context at each validation.
 */
export function schemaResolver<T extends FieldValues, C = unknown>(schema: Schema<T> | ((context: C) => Schema<T>)): Resolver<T, C> {
  return (values, context, options) => (standardSchemaResolver(typeof schema === 'function' ? schema(context as C) : schema) as Resolver<T, C>)(values, context, options);
}

/**
 * schemaResolver for a schema that loads on the first validation: a route's manifest declares it as a
 * lazy part (route.client.ts) when the form's rules (the schema library, viem's keccak for EIP-55)
 * should not load with the page (the route budgets: npm run budget). A failed load (offline) is retried on the next
 * validation. While the schema loads the user can type on or the form be reset: each validation
 * judges the values as they were when it was asked for.
 */
export function lazySchemaResolver<T extends FieldValues, C = unknown>(load: () => Promise<Schema<T> | ((context: C) => Schema<T>)>): Resolver<T, C> {
  const resolver = loadOnce(async () => schemaResolver<T, C>(await load()));
  return async (values, context, options) => {
    const asked = structuredClone(values);
    return (await resolver())(asked, context, options);
  };
}
