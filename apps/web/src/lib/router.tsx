/**
 * The app's router (ADR 0016): the part of React Router's declarative API the storefront uses — `<Routes>` of
 * nested `<Route>`s with `<Outlet>`, `<Link>`, `<Navigate>`, `useNavigate`, `useLocation`, `useParams`,
 * `useSearchParams`, `useNavigationType` — on the History API, in about 2 kB instead of 13. Same semantics where
 * we rely on them: paths match case-insensitively and ignore a trailing slash, static segments outrank
 * `:params` which outrank `*`, navigations are React transitions (the current page stays until the next
 * one's code is there), and history entries carry `{ usr, key, idx }` as React Router writes them.
 */
import {
  Children,
  createContext,
  isValidElement,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

export const NavigationType = { Pop: 'POP', Push: 'PUSH', Replace: 'REPLACE' } as const;
export type NavigationType = (typeof NavigationType)[keyof typeof NavigationType];

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation passed as `state` (null when none). */
  state: unknown;
  key: string;
}

interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Accepted for React Router compatibility; scrolling is the root layout's (it keys on the path). */
  preventScrollReset?: boolean;
}

/** An absolute path with its query, or a query/hash change of the current page. */
export type To = string | { pathname?: string; search?: string; hash?: string };

interface HistoryState {
  usr: unknown;
  key: string;
  idx: number;
}

interface RouterState {
  location: Location;
  type: NavigationType;
}

function historyState(): Partial<HistoryState> {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? state : {};
}

function readLocation(): Location {
  const state = historyState();
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: state.usr ?? null,
    key: state.key ?? 'default',
  };
}

const listeners = new Set<(state: RouterState) => void>();
let current: RouterState | null = null;

function publish(type: NavigationType): void {
  current = { location: readLocation(), type };
  for (const listener of listeners) listener(current);
}

function href(to: To, from: Location): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? from.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

/** When the address last changed (performance.now()): a page's code may take a while to arrive after it. */
let navigationStartedAt = 0;
export const lastNavigationAt = (): number => navigationStartedAt;

/** Moves to `to` (a number goes through history: 0 reloads the page, -1 is back). */
export function navigateTo(to: To | number, options: NavigateOptions = {}): void {
  navigationStartedAt = performance.now();
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const from = readLocation();
  const url = href(to, from);
  const idx = (historyState().idx ?? 0) + (options.replace ? 0 : 1);
  const state: HistoryState = {
    usr: options.state ?? null,
    key: Math.random().toString(36).slice(2, 10),
    idx,
  };
  if (options.replace) window.history.replaceState(state, '', url);
  else window.history.pushState(state, '', url);
  publish(options.replace ? NavigationType.Replace : NavigationType.Push);
}

const RouterContext = createContext<RouterState | null>(null);

function useRouterState(): RouterState {
  const state = use(RouterContext);
  if (!state) throw new Error('Router hooks need a <BrowserRouter> above them');
  return state;
}

/** Follows the address bar; every change is a transition, so Suspense keeps the page on screen meanwhile. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState<RouterState>(() => {
    if (!current) {
      // The first entry gets an index, as React Router gives it, so later entries count from it.
      if (historyState().idx === undefined)
        window.history.replaceState({ usr: null, key: 'default', idx: 0, ...historyState() }, '');
      current = { location: readLocation(), type: NavigationType.Pop };
    }
    return current;
  });
  useLayoutEffect(() => {
    const listener = (next: RouterState) => startTransition(() => setState(next));
    const onPop = () => {
      navigationStartedAt = performance.now();
      publish(NavigationType.Pop);
    };
    listeners.add(listener);
    window.addEventListener('popstate', onPop);
    // A navigation between the first render and now (a guard's redirect) is not missed.
    if (current && current !== state) listener(current);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('popstate', onPop);
    };
    // Subscribes once; `state` is only read to catch up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <RouterContext value={state}>{children}</RouterContext>;
}

/**
 * A router fixed at one address, for rendering a page on the server: nothing navigates there (`<Navigate>`
 * and links act only once the browser has taken over).
 */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<RouterState>(() => {
    const url = new URL(location, 'http://server.invalid');
    return {
      location: { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' },
      type: NavigationType.Pop,
    };
  }, [location]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useNavigationType(): NavigationType {
  return useRouterState().type;
}

export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  return useCallback((to: To | number, options?: NavigateOptions) => navigateTo(to, options), []);
}

type SearchInit = URLSearchParams | string | Record<string, string> | [string, string][];

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
      const query = new URLSearchParams(value).toString();
      navigateTo({ search: query ? `?${query}` : '' }, options);
    },
    [],
  );
  return [params, setParams];
}

// --- Links --------------------------------------------------------------------------------------------------

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
};

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 &&
  !event.defaultPrevented &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  (!target || target === '_self');

/** An anchor that navigates inside the app on a plain click; modified clicks and new tabs stay the browser's. */
export function Link({ to, replace, state, onClick, target, preventScrollReset: _, ...rest }: LinkProps) {
  const location = useLocation();
  const url = href(to, location);
  return (
    // The caller's children (in `rest`) are the link's content.
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    <a
      {...rest}
      href={url}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        // A link to the page already shown replaces its entry, as React Router's does.
        const here = location.pathname + location.search + location.hash;
        navigateTo(url, { replace: replace ?? here === url, state });
      }}
    />
  );
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }): null {
  useEffect(() => navigateTo(to, { replace, state }), [to, replace, state]);
  return null;
}

// --- Routes -------------------------------------------------------------------------------------------------

interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route of `<Routes>`: read by it, never rendered on its own. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('<Route> is only valid inside <Routes>');
}

interface RouteNode {
  path?: string;
  index: boolean;
  element: ReactNode;
  children: RouteNode[];
}

function routesOf(children: ReactNode): RouteNode[] {
  const nodes: RouteNode[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type !== Route) {
      // Fragments group routes.
      nodes.push(...routesOf((child.props as { children?: ReactNode }).children));
      return;
    }
    nodes.push({
      path: child.props.path,
      index: child.props.index === true,
      element: child.props.element ?? <Outlet />,
      children: routesOf(child.props.children),
    });
  });
  return nodes;
}

interface Match {
  chain: ReactNode[];
  params: Record<string, string>;
  score: number;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Scores as React Router ranks routes: static segments over dynamic ones over splats. */
function matchRoutes(nodes: RouteNode[], rest: string[], params: Record<string, string>, score: number) {
  let best: Match | null = null;
  for (const node of nodes) {
    const found = matchNode(node, rest, params, score);
    if (found && (!best || found.score > best.score)) best = found;
  }
  return best;
}

function matchNode(
  node: RouteNode,
  rest: string[],
  params: Record<string, string>,
  score: number,
): Match | null {
  if (node.index) return rest.length === 0 ? { chain: [node.element], params, score: score + 2 } : null;
  let remaining = rest;
  let own = { ...params };
  let points = score;
  for (const segment of segmentsOf(node.path ?? '')) {
    if (segment === '*') {
      own['*'] = remaining.map(decodeSegment).join('/');
      remaining = [];
      points -= 2;
      break;
    }
    const [head, ...tail] = remaining;
    if (head === undefined) return null;
    if (segment.startsWith(':')) {
      own = { ...own, [segment.slice(1)]: decodeSegment(head) };
      points += 3;
    } else if (segment.toLowerCase() === decodeSegment(head).toLowerCase()) points += 10;
    else return null;
    remaining = tail;
  }
  if (node.children.length > 0) {
    const child = matchRoutes(node.children, remaining, own, points);
    if (child) return { ...child, chain: [node.element, ...child.chain] };
  }
  return remaining.length === 0 ? { chain: [node.element], params: own, score: points + 1 } : null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

interface OutletState {
  chain: ReactNode[];
  depth: number;
  params: Record<string, string>;
}

const OutletContext = createContext<OutletState>({ chain: [], depth: 0, params: {} });

/** The elements of the best-matching branch of `<Route>`s for a path, outermost first, and its params. */
export function matchBranch(
  routes: ReactNode,
  pathname: string,
): { chain: ReactNode[]; params: Record<string, string> } | null {
  return matchRoutes(routesOf(routes), segmentsOf(pathname), {}, 0);
}

/** Renders the best-matching branch of its `<Route>` children for the current address. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const match = useMemo(() => matchBranch(children, pathname), [children, pathname]);
  if (!match) return null;
  return (
    <OutletContext value={{ chain: match.chain, depth: 0, params: match.params }}>
      {match.chain[0]}
    </OutletContext>
  );
}

/** Where a layout route shows its matched child. */
export function Outlet() {
  const outlet = use(OutletContext);
  const depth = outlet.depth + 1;
  if (depth >= outlet.chain.length) return null;
  return <OutletContext value={{ ...outlet, depth }}>{outlet.chain[depth]}</OutletContext>;
}

/** The `:params` of the matched route (every level's), decoded. */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return use(OutletContext).params;
}
