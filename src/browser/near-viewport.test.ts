import { watchNearViewport } from './near-viewport';

test('without IntersectionObserver, the work runs at once', () => {
  const onNear = jest.fn();
  watchNearViewport(document.createElement('div'), '200px', onNear);
  expect(onNear).toHaveBeenCalledTimes(1);
});

test('with one, the work runs each time the element comes near, until stopped', () => {
  let report: IntersectionObserverCallback = () => {};
  const observe = jest.fn();
  const disconnect = jest.fn();
  const Observer = jest.fn((callback: IntersectionObserverCallback) => {
    report = callback;
    return { observe, disconnect };
  });
  Object.assign(window, { IntersectionObserver: Observer });
  try {
    const element = document.createElement('div');
    const onNear = jest.fn();
    const stop = watchNearViewport(element, '600px', onNear);
    expect(Observer).toHaveBeenCalledWith(expect.any(Function), { rootMargin: '600px' });
    expect(observe).toHaveBeenCalledWith(element);
    report([{ isIntersecting: false } as IntersectionObserverEntry], {} as never);
    expect(onNear).not.toHaveBeenCalled();
    report([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
    report([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
    expect(onNear).toHaveBeenCalledTimes(2);
    // The work is handed what stops the watch; so is the caller.
    onNear.mock.calls[0][0]();
    expect(disconnect).toHaveBeenCalledTimes(1);
    stop();
    expect(disconnect).toHaveBeenCalledTimes(2);
  } finally {
    delete (window as Partial<typeof window>).IntersectionObserver;
  }
});
