import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lazyResolver } from './lazyResolver';

const schema = z.object({ pin: z.string().check(z.minLength(1, 'required')) });
type Values = z.infer<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<ReturnType<typeof lazyResolver<Values>>['resolver']>[2];

describe('lazyResolver', () => {
  it('judges the values as they were when validation was asked for, even if the form changes while the schema loads', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const { resolver } = lazyResolver<Values>(() => loaded.then(() => schema));
    const live: Values = { pin: '135790' };
    const result = resolver(live, undefined, options);
    live.pin = ''; // the form is reset (or typed on) before the schema arrives
    release();
    const { values, errors } = await result;
    expect(errors).toEqual({});
    expect(values).toEqual({ pin: '135790' });
  });

  it('reports the schema messages for the values it was asked about', async () => {
    const { resolver } = lazyResolver<Values>(async () => schema);
    const { errors } = await resolver({ pin: '' }, undefined, options);
    expect(errors.pin?.message).toBe('required');
  });
});
