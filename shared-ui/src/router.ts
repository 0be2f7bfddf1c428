/**
 * The react-router API the portal uses, as the singleton entry `@portal/shared-ui/router`.
 * Sharing `react-router-dom` itself as a Module Federation singleton would load the whole
 * package (data routers, framework and server code included: shared modules are not
 * tree-shaken); through this entry every app gets one router, tree-shaken to this list
 * (docs/adr/003-antd-through-shared-ui.md applies the same to antd). Add an export before use.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { InitialEntry } from 'react-router-dom';
