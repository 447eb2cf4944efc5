import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the app navigated to, and with which state, so tests can assert on it. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-pathname={location.pathname}>
      {JSON.stringify(location.state ?? null)}
    </div>
  );
}

interface RenderRouteOptions {
  path: string;
  url: string;
  state?: unknown;
  /** Paths that render a LocationProbe instead of a page. */
  probes?: string[];
}

/** `element` mounted at `path`, and a LocationProbe at each other path in `probes`. */
export function RoutesWithProbes({ path, element, probes }: { path: string; element: ReactElement; probes: string[] }) {
  return (
    <Routes>
      <Route path={path} element={element} />
      {probes
        .filter((probe) => probe !== path)
        .map((probe) => (
          <Route key={probe} path={probe} element={<LocationProbe />} />
        ))}
    </Routes>
  );
}

export function renderRoute(element: ReactElement, { path, url, state, probes = ['/'] }: RenderRouteOptions) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: url, state }]}>
      <RoutesWithProbes path={path} element={element} probes={probes} />
    </MemoryRouter>,
  );
}

export function imageFile(name: string, size: number, type = 'image/jpeg'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
