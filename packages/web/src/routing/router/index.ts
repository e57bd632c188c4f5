// The apps' own router (decision 014): react-router's names for what both apps use of it.
export type { BrowserHistory, Location, NavigateOptions, NavigationType, Path, To } from "./browser-history";
export { Link, type LinkProps, Navigate, NavLink, type NavLinkProps } from "./links";
export {
  BrowserRouter,
  type NavigateFunction,
  useBlocker,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from "./router-context";
export { Outlet, Route, type RouteProps, Routes, useParams } from "./routes";
export { createStaticHistory } from "./static-history";
