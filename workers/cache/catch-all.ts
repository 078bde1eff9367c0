import { matchRoutes, type RouteObject } from "react-router";

/** A route as the server build lists it: flat, each naming its parent. */
export type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

/**
 * Whether React Router would answer a path with the catch-all route (`*`, app/routes/$.tsx) and
 * nothing else: the "Page not found" document, the same for every such path in a language. Matched
 * by React Router's own `matchRoutes` over the build's routes, so it agrees with the render.
 * `reserved` are the paths React Router answers before it matches any route (its lazy route
 * discovery's manifest, `/__manifest`): never the catch-all's.
 */
export function catchAllMatcher(
  routes: Readonly<Record<string, ManifestRoute | undefined>>,
  reserved: readonly string[] = [],
): (pathname: string) => boolean {
  const all = Object.values(routes).filter((route): route is ManifestRoute => route !== undefined);
  const catchAll = all.find((route) => route.path === "*");
  if (!catchAll) return () => false;
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  const tree = childrenOf(undefined);
  return (pathname) => !reserved.includes(pathname) && matchRoutes(tree, pathname)?.at(-1)?.route.id === catchAll.id;
}
