// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoadWhen } from './useLoadWhen';

afterEach(cleanup);

function Host({ component, needed }: { component: { preload(): Promise<void> }; needed: boolean }) {
  useLoadWhen(component, needed);
  return null;
}

describe('useLoadWhen', () => {
  it('loads the code only once something waits for it', () => {
    const component = { preload: vi.fn().mockResolvedValue(undefined) };
    const view = render(<Host component={component} needed={false} />);
    expect(component.preload).not.toHaveBeenCalled();
    view.rerender(<Host component={component} needed />);
    expect(component.preload).toHaveBeenCalledTimes(1);
  });
});
