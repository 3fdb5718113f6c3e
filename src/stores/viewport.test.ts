// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { MOBILE_BELOW_PX, updateViewport, useViewport, viewportOf } from './viewport';

function resizeTo(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  window.dispatchEvent(new Event('resize'));
}

describe('viewport', () => {
  it('is mobile below 976 px wide and desktop from 976 px', () => {
    expect(MOBILE_BELOW_PX).toBe(976);
    expect(viewportOf(975, 800).mode).toBe('mobile');
    expect(viewportOf(976, 800).mode).toBe('desktop');
  });

  it('follows the window as it is resized, height included', () => {
    resizeTo(1200, 900);
    expect(useViewport.getState()).toEqual({ mode: 'desktop', width: 1200, height: 900 });
    resizeTo(390, 844);
    expect(useViewport.getState()).toEqual({ mode: 'mobile', width: 390, height: 844 });
    resizeTo(390, 600);
    expect(useViewport.getState().height).toBe(600);
  });

  it('keeps the same state object when the size did not change', () => {
    resizeTo(1024, 768);
    const before = useViewport.getState();
    updateViewport();
    expect(useViewport.getState()).toBe(before);
  });
});
