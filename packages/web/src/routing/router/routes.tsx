import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
} from "react";
import { matchRoutes, type Params, type RouteDefinition, type RouteMatch } from "./match-routes";
import { useLocation } from "./router-context";

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Declares a route inside `<Routes>`; never rendered itself. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error("<Route> is only valid inside <Routes>");
}

interface OutletState {
  /** The matches below the route being drawn. */
  remaining: RouteMatch[];
  params: Params;
}

const OutletContext = createContext<OutletState>({ remaining: [], params: {} });

/** Draws the first route (in order) whose path matches the address, inside its layouts. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const routes = useMemo(() => definitionsOf(children), [children]);
  const matches = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!matches) return null;
  return renderMatches(matches);
}

function renderMatches(matches: RouteMatch[]): ReactNode {
  const [first, ...remaining] = matches;
  if (!first) return null;
  const params = matches[matches.length - 1]?.params ?? first.params;
  return (
    <OutletContext.Provider value={{ remaining, params }}>
      {first.route.element ?? <Outlet />}
    </OutletContext.Provider>
  );
}

/** Where a layout route draws its matched child route. */
export function Outlet() {
  const { remaining } = useContext(OutletContext);
  return <>{renderMatches(remaining)}</>;
}

/** The `:params` of the matched route and its layouts. */
export function useParams<Keys extends string = string>(): Partial<Record<Keys, string>> {
  return useContext(OutletContext).params as Partial<Record<Keys, string>>;
}

function definitionsOf(children: ReactNode): RouteDefinition[] {
  const definitions: RouteDefinition[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) {
      definitions.push(...definitionsOf(child.props.children));
      return;
    }
    const { path, index, element, children: nested } = child.props;
    definitions.push({ path, index, element, children: definitionsOf(nested) });
  });
  return definitions;
}
