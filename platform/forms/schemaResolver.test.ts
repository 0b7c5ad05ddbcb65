import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { schemaResolver } from './schemaResolver';

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
});
