// @vitest-environment jsdom
/**
 * A StaticIsland's part is rendered by the server and left alone by hydration: real React
 * and React Router in a DOM, the server's markup hydrated as a page's is.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
// The renderer's browser build: app/ imports nothing whose path names a server (lint).
import { renderToString } from 'react-dom/server.browser';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticIsland } from './static-island';

/** Called whenever the card renders. */
const cardRendered = vi.fn();

function Card({ name }: { name: string }) {
  cardRendered();
  return (
    <article>
      <Link to="/products/1">{name}</Link>
      <a href="https://example.com/elsewhere">Elsewhere</a>
    </article>
  );
}

/** A page whose button gives the card other data, as new loader data would. */
function Page({ initial }: { initial: string }) {
  const [name, setName] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setName('Wool coat')}>
        Change
      </button>
      <StaticIsland deps={[name]}>
        <Card name={name} />
      </StaticIsland>
    </>
  );
}

function routerFor(name: string) {
  return createMemoryRouter(
    [
      { path: '/', element: <Page initial={name} /> },
      { path: '/products/1', element: <h1>Product 1</h1> },
    ],
    { initialEntries: ['/'] },
  );
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  document.body.innerHTML = '';
});

/** The server's page in the document, then hydrated. */
function hydrated(name: string) {
  // Rendered as on the server, where there is no document.
  vi.stubGlobal('document', undefined);
  let html: string;
  try {
    html = renderToString(<RouterProvider router={routerFor(name)} />);
  } finally {
    vi.unstubAllGlobals();
  }
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  cardRendered.mockClear();
  const router = routerFor(name);
  act(() => {
    root = hydrateRoot(container, <RouterProvider router={router} />);
  });
  return { container, html, router };
}

describe('StaticIsland', () => {
  it('keeps the server markup through hydration without rendering the part again', () => {
    const { container, html } = hydrated('Linen shirt');
    expect(html).toContain('<article>');
    expect(cardRendered).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    // React owns the wrapper only: the article is the server's element.
    const article = container.querySelector('article')!;
    expect(Object.keys(article).some((key) => key.startsWith('__react'))).toBe(false);
  });

  it('sends a click on a link inside through the router, and leaves other origins to the browser', async () => {
    const { container, router } = hydrated('Linen shirt');
    // What the island left to the browser, seen after React's handler; then stopped, as jsdom cannot navigate.
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      const click = (link: Element, init: MouseEventInit = {}) =>
        link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
      click(container.querySelector('a[href^="https:"]')!);
      // A modified click opens a tab: not the router's.
      click(container.querySelector('a[href="/products/1"]')!, { ctrlKey: true });
    } finally {
      document.removeEventListener('click', record);
    }
    expect(leftToBrowser).toEqual([true, true]);
    expect(router.state.location.pathname).toBe('/');

    await act(async () => {
      fireEvent.click(container.querySelector('a[href="/products/1"]')!);
    });
    expect(router.state.location.pathname).toBe('/products/1');
    expect(container.querySelector('h1')?.textContent).toBe('Product 1');
  });

  it('comes alive when given other deps', () => {
    const { container } = hydrated('Linen shirt');
    act(() => {
      fireEvent.click(container.querySelector('button')!);
    });
    expect(cardRendered).toHaveBeenCalledTimes(1);
    expect(container.querySelector('article a')?.textContent).toBe('Wool coat');
  });

  it('comes alive when mounted after hydration', async () => {
    const { container, router } = hydrated('Linen shirt');
    await act(async () => {
      await router.navigate('/products/1');
    });
    await act(async () => {
      await router.navigate('/');
    });
    // Mounted by a navigation: rendered as any component is.
    expect(cardRendered).toHaveBeenCalledTimes(1);
    const article = container.querySelector('article')!;
    expect(Object.keys(article).some((key) => key.startsWith('__react'))).toBe(true);
  });
});
