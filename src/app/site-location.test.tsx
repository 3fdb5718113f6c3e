// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Link, Router, useLocation } from 'wouter';
import { hrefsIn, useSitePath } from './site-location';

afterEach(() => {
  cleanup();
  history.replaceState(null, '', '/');
});

/** A route reader that counts how often it is drawn. */
function Probe({ onDraw = () => {} }: { onDraw?: () => void }) {
  const [path, navigate] = useLocation();
  onDraw();
  return (
    <>
      <p data-testid="path">{path}</p>
      <button type="button" onClick={() => navigate('/index')}>
        list
      </button>
      <Link href="/details?code=2800">fund</Link>
    </>
  );
}

const go = (to: string) => act(() => history.pushState(null, '', to));

describe('the site location', () => {
  it('gives the routes the path inside the language, so a language switch redraws none of them, while a new page does', () => {
    history.replaceState(null, '', '/en/details?code=2800');
    const draws = { count: 0 };
    render(
      <Router hook={useSitePath} hrefs={hrefsIn('en-US')}>
        <Probe onDraw={() => (draws.count += 1)} />
      </Router>,
    );
    expect(screen.getByTestId('path').textContent).toBe('/details');
    const before = draws.count;
    go('/details?code=2800');
    go('/gb/details?code=2800');
    expect(draws.count).toBe(before);
    go('/gb/index');
    expect(draws.count).toBe(before + 1);
    expect(screen.getByTestId('path').textContent).toBe('/index');
  });

  it('navigates within the address’s language, and writes links in the language the page is drawn in', () => {
    history.replaceState(null, '', '/gb/details?code=2800');
    render(
      <Router hook={useSitePath} hrefs={hrefsIn('zh-CN')}>
        <Probe />
      </Router>,
    );
    expect(screen.getByRole('link', { name: 'fund' }).getAttribute('href')).toBe('/gb/details?code=2800');
    act(() => screen.getByRole('button', { name: 'list' }).click());
    expect(location.pathname).toBe('/gb/index');
    history.replaceState(null, '', '/details');
    act(() => screen.getByRole('button', { name: 'list' }).click());
    expect(location.pathname).toBe('/index');
  });
});
