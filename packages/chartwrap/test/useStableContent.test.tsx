import { renderHook } from '@testing-library/react';
import { useStableContent } from '../src/useStableContent';

describe('useStableContent', () => {
  it('returns the first value while each new one has the same content', () => {
    const first = { data: [1, 2], when: new Date(2024, 0, 15) };
    const { result, rerender } = renderHook(({ value }) => useStableContent(value), {
      initialProps: { value: first },
    });
    rerender({ value: { data: [1, 2], when: new Date(2024, 0, 15) } });
    expect(result.current).toBe(first);
  });

  it('returns a value of other content as given', () => {
    const { result, rerender } = renderHook(({ value }) => useStableContent(value), {
      initialProps: { value: { data: [1, 2] } },
    });
    const changed = { data: [1, 3] };
    rerender({ value: changed });
    expect(result.current).toBe(changed);
  });

  it('returns each value JSON cannot write (a cycle) as new, even the same object again', () => {
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    const { result, rerender } = renderHook(({ value }) => useStableContent(value), {
      initialProps: { value: [cyclic] },
    });
    const again = [cyclic];
    rerender({ value: again });
    expect(result.current).toBe(again);
  });
});
