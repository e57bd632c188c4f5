import { describe, expect, it } from "vitest";
import { resolvePath } from "./browser-history";
import { matchRoutes, type RouteDefinition } from "./match-routes";

const route = (
  path: string | undefined,
  children: RouteDefinition[] = [],
  index = false,
): RouteDefinition => ({
  path,
  index,
  element: path ?? (index ? "index" : "layout"),
  children,
});

// The customer app's shape: a page outside the layouts, a pathless layout, a shell, a catch-all.
const routes = [
  route("/redeem/:id?"),
  route(undefined, [
    route("/login"),
    route(undefined, [route(undefined, [], true), route("/qr")]),
    route("/admin", [route(undefined, [], true), route("users/:id"), route("*")]),
    route("*"),
  ]),
];

const drawn = (pathname: string) => matchRoutes(routes, pathname)?.map((match) => match.route.element);
const params = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.params;

describe("matchRoutes", () => {
  it("draws a route inside its layouts, in the order declared", () => {
    expect(drawn("/login")).toEqual(["layout", "/login"]);
    expect(drawn("/")).toEqual(["layout", "layout", "index"]);
    expect(drawn("/qr/")).toEqual(["layout", "layout", "/qr"]);
    expect(drawn("/admin")).toEqual(["layout", "/admin", "index"]);
    expect(drawn("/admin/users/42")).toEqual(["layout", "/admin", "users/:id"]);
  });

  it("reads params, optional ones and a splat, decoded; a malformed escape stays as written", () => {
    expect(params("/redeem/abc%20d")).toEqual({ id: "abc d" });
    expect(params("/redeem")).toEqual({});
    expect(params("/admin/users/%E0%A4%A")).toEqual({ id: "%E0%A4%A" });
    expect(params("/admin/nothing/here")).toEqual({ "*": "nothing/here" });
  });

  it("compares literal segments without case and falls to the catch-all last", () => {
    expect(drawn("/LOGIN")).toEqual(["layout", "/login"]);
    expect(drawn("/login/extra")).toEqual(["layout", "*"]);
    expect(drawn("/redeem/a/b")).toEqual(["layout", "*"]);
    expect(matchRoutes([route("/only")], "/other")).toBeNull();
  });
});

describe("resolvePath", () => {
  it("splits a path into its parts and reads a relative one against the current path", () => {
    expect(resolvePath("/users?page=2#top", "/")).toEqual({
      pathname: "/users",
      search: "?page=2",
      hash: "#top",
    });
    expect(resolvePath({ pathname: "/", hash: "pricing" }, "/x")).toEqual({
      pathname: "/",
      search: "",
      hash: "#pricing",
    });
    expect(resolvePath("?tab=design", "/cards/1")).toEqual({
      pathname: "/cards/1",
      search: "?tab=design",
      hash: "",
    });
    expect(resolvePath("../2", "/cards/1")).toEqual({ pathname: "/cards/2", search: "", hash: "" });
  });
});
