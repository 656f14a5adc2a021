// @vitest-environment jsdom
/**
 * What a component learns of hydration: real React in a DOM, the server's markup hydrated as
 * a page's is. A page holds dozens of such components (a card's StaticIsland, the controls
 * that show only with scripts), so hydration must not render them again in one piece.
 */
import { act, cleanup } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
// The renderer's browser build: app/ imports nothing whose path names a server (lint).
import { renderToString } from 'react-dom/server.browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated, useIsHydrationRender } from './use-hydrated';

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  document.body.innerHTML = '';
});

/** What a render saw: "hydrating" while React hydrates, then "hydrated" or "browser". */
function Probe({ seen }: { seen: string[] }) {
  const hydration = useIsHydrationRender();
  const hydrated = useHydrated();
  seen.push(`${hydration ? 'hydration' : 'later'}/${hydrated ? 'hydrated' : 'not yet'}`);
  return <p>{hydrated ? 'Scripts run' : 'Without scripts'}</p>;
}

/** Commits of the subtree, as React's Profiler reports them. */
function probed(seen: string[], commits: string[]) {
  return (
    <Profiler id="probe" onRender={(_id, phase) => commits.push(phase)}>
      <Probe seen={seen} />
    </Profiler>
  );
}

function serverHtml(element: React.ReactElement): string {
  // Rendered as on the server, where there is no document.
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(element);
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('useIsHydrationRender and useHydrated', () => {
  it('say "hydrating" and "not yet" on the server and while hydrating, then turn true in one later render', async () => {
    const serverSeen: string[] = [];
    const html = serverHtml(probed(serverSeen, []));
    expect(serverSeen).toEqual(['hydration/not yet']);
    expect(html).toContain('Without scripts');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const seen: string[] = [];
    const commits: string[] = [];
    const errors = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, probed(seen, commits), { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
    // The hydrating render agreed with the server; the one update after it says "hydrated".
    expect(seen).toEqual(['hydration/not yet', 'later/hydrated']);
    expect(commits).toEqual(['mount', 'update']);
    expect(container.textContent).toBe('Scripts run');
  });

  it('is true from the first render of a component the browser renders itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const seen: string[] = [];
    const commits: string[] = [];
    await act(async () => {
      root = createRoot(container);
      root.render(probed(seen, commits));
    });
    expect(seen).toEqual(['later/hydrated']);
    expect(commits).toEqual(['mount']);
  });

  it('does not render a hydrated component again when only hydration ended', async () => {
    const rendered = vi.fn();
    function Marker() {
      const hydration = useIsHydrationRender();
      const [wasHydrated] = useState(hydration);
      rendered();
      return <span>{wasHydrated ? 'from the server' : 'from the browser'}</span>;
    }
    const html = serverHtml(<Marker />);
    rendered.mockClear();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <Marker />);
    });
    // A store whose browser value differs from the server's is rendered again, at once and
    // in one piece, right after hydration; this one is not.
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('from the server');
  });
});
