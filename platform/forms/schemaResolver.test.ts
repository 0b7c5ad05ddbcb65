import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { lazySchemaResolver, schemaResolver } from './schemaResolver';

const schema = z.object({ pin: z.string().check(z.minLength(1, 'required')) });
type Values = z.infer<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<ReturnType<typeof schemaResolver<Values>>>[2];

describe('schemaResolver', () => {
  it('reports the schema messages for the values it was asked about, and passes valid ones', async () => {
    const resolver = schemaResolver<Values>(schema);
    expect((await resolver({ pin: '' }, undefined, options)).errors.pin?.message).toBe('required');
    expect(await resolver({ pin: '135790' }, undefined, options)).toEqual({ values: { pin: '135790' }, errors: {} });
  });

  it("builds a factory's schema from the form's context at each validation", async () => {
    const atLeast = (min: number) => z.object({ pin: z.string().check(z.minLength(min, 'short')) });
    const resolver = schemaResolver<Values, { min: number }>(({ min }) => atLeast(min));
    expect((await resolver({ pin: '12' }, { min: 2 }, options)).errors).toEqual({});
    expect((await resolver({ pin: '12' }, { min: 3 }, options)).errors.pin?.message).toBe('short');
  });

  it('lazily: judges the values as they were when validation was asked for, even if the form changes while the schema loads', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const resolver = lazySchemaResolver<Values>(() => loaded.then(() => schema));
    const live: Values = { pin: '135790' };
    const result = resolver(live, undefined, options);
    live.pin = ''; // the form is reset (or typed on) before the schema arrives
    release();
    const { values, errors } = await result;
    expect(errors).toEqual({});
    expect(values).toEqual({ pin: '135790' });
  });

  it('lazily: loads the schema once, and again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(schema);
    const resolver = lazySchemaResolver<Values>(load);
    await expect(resolver({ pin: '' }, undefined, options)).rejects.toThrow('offline');
    expect((await resolver({ pin: '' }, undefined, options)).errors.pin?.message).toBe('required');
    await resolver({ pin: '1' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
