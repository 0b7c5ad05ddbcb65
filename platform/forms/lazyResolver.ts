import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from '@/platform/async/loadOnce';

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
  // react-hook-form hands the resolver its live values object. While the schema is still loading, the
  // user can type on, submit again, or (after a first submit succeeds) see the form reset: validating
  // the live object once the schema arrives would judge values other than the ones submitted (a CI run
  // saw an emptied form's three "required" messages after a successful PIN change). So each validation
  // judges the values as they were when it was asked for.
  const resolver: Resolver<T, C> = async (values, context, options) => {
    const asked = structuredClone(values);
    return (await get())(context as C)(asked, context, options);
  };
  return { resolver, preload: () => void get().catch(() => {}) };
}
