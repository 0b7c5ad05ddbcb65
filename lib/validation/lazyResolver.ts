import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from '@/lib/async/loadOnce';

/**
 * A react-hook-form resolver whose schema and schema library load on first validation, so a form
 * page's first load does not carry them (about 7 KiB gzip). `preload` starts loading early, e.g.
 * when the form first gets focus, so validation on submit does not wait. A failed load (offline)
 * is retried on the next validation.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<StandardSchemaV1<T, T>>) {
  const get = loadOnce(() =>
    Promise.all([load(), import('@hookform/resolvers/standard-schema')]).then(
      ([schema, { standardSchemaResolver }]) => standardSchemaResolver(schema) as Resolver<T>,
    ),
  );
  const resolver: Resolver<T> = async (values, context, options) => (await get())(values, context, options);
  return { resolver, preload: () => void get().catch(() => {}) };
}
