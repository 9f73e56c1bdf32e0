import { ROUTE_MATCH_CACHE_SIZE } from '../config';
import { createBoundedCache } from './bounded-cache';
import { sidebarTrail } from './sidebar-lookup';
import type { SidebarItem } from './types';

const link = (href: string): SidebarItem => ({ type: 'link', href, label: href }) as SidebarItem;

describe('bounded cache', () => {
  test.each([ROUTE_MATCH_CACHE_SIZE, 3])(
    'holds %i entries; the least recently used goes',
    (size) => {
      const cache = createBoundedCache<number, number>(size);
      for (let i = 0; i < size; i += 1) cache.set(i, i);
      expect(cache.size).toBe(size);
      expect(cache.get(0)).toBe(0); // used: now the most recent
      cache.set(size, size);
      expect(cache.size).toBe(size);
      expect(cache.get(0)).toBe(0);
      expect(cache.get(1)).toBeUndefined();
    },
  );

  test('a size below 1 is a configuration error', () => {
    expect(() => createBoundedCache(0)).toThrow(/at least 1/);
  });
});

describe('sidebar route lookups', () => {
  const gauge = link('/examples/gauge');
  const category = {
    type: 'category',
    label: 'Charts',
    items: [gauge, link('/examples/pie-chart')],
  } as SidebarItem;
  const items: SidebarItem[] = [link('/examples/'), category];

  test('the link of a path and the categories that hold it', () => {
    expect([...sidebarTrail(items, '/examples/gauge')]).toEqual([gauge, category]);
    expect(sidebarTrail(items, '/examples/gauge/')).toBe(sidebarTrail(items, '/examples/gauge'));
    expect(sidebarTrail(items, '/examples/unknown').size).toBe(0);
  });

  test.each([ROUTE_MATCH_CACHE_SIZE, 2])('memoised for at most %i paths', (size) => {
    const sidebar: SidebarItem[] = [link('/a'), link('/b')];
    const first = sidebarTrail(sidebar, '/a', size);
    expect(sidebarTrail(sidebar, '/a', size)).toBe(first);
    for (let i = 0; i < size; i += 1) sidebarTrail(sidebar, `/unknown/${i}`, size);
    // `/a` was the least recently used: it is looked up again, a new (equal) result.
    const again = sidebarTrail(sidebar, '/a', size);
    expect(again).not.toBe(first);
    expect([...again]).toEqual([...first]);
  });
});
