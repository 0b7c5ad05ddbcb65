import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from '@/lib/async/loadOnce';

type Schema<T> = StandardSchemaV1<T, T>;

/**
 * A react-hook-form resolver whose schema and schema library load on first validation, so a form
 * page's first load does not carry them (about 7 KiB gzip). `preload` starts loading early, e.g.
 * when the form first gets focus, so validation on submit does not wait. A failed load (offline)
 * is retried on the next validation.
 *
 * A form whose rules depend on what the screen knows (a balance, a minimum, the checked e-mail)
 * loads a schema factory instead and passes those facts as useForm's `context`; the schema is built
 * from the context at each validation.
 */
export function lazyResolver<T extends FieldValues, C = unknown>(load: () => Promise<Schema<T> | ((context: C) => Schema<T>)>) {
  const get = loadOnce(() =>
    Promise.all([load(), import('@hookform/resolvers/standard-schema')]).then(([schema, { standardSchemaResolver }]) =>
      typeof schema === 'function'
        ? (context: C) => standardSchemaResolver(schema(context)) as Resolver<T, C>
        : () => standardSchemaResolver(schema) as Resolver<T, C>,
    ),
  );
  const resolver: Resolver<T, C> = async (values, context, options) => (await get())(context as C)(values, context, options);
  return { resolver, preload: () => void get().catch(() => {}) };
}
