// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { MOBILE_BELOW_PX, useViewport, viewportOf } from './viewport';

function resizeTo(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  window.dispatchEvent(new Event('resize'));
}

describe('viewport', () => {
  it('is mobile below 976 px wide and desktop from 976 px', () => {
    expect(MOBILE_BELOW_PX).toBe(976);
    expect(viewportOf(975).mode).toBe('mobile');
    expect(viewportOf(976).mode).toBe('desktop');
  });

  it('follows the window as it is resized, across the 976 px switch both ways', () => {
    resizeTo(1200, 900);
    expect(useViewport.getState()).toEqual({ mode: 'desktop' });
    resizeTo(390, 844);
    expect(useViewport.getState()).toEqual({ mode: 'mobile' });
    resizeTo(975, 600);
    expect(useViewport.getState()).toEqual({ mode: 'mobile' });
    resizeTo(976, 600);
    expect(useViewport.getState()).toEqual({ mode: 'desktop' });
  });

  it('keeps the same state object when the layout did not change', () => {
    resizeTo(1024, 768);
    const before = useViewport.getState();
    resizeTo(1100, 700);
    expect(useViewport.getState()).toBe(before);
  });
});
