import { createRootErrorBoundary, RootHydrateFallback } from "@stampwise/web";
import { createBrowserRouter, Navigate } from "react-router";
import { i18n, withTexts } from "./i18n";
import { paths } from "./paths";
import { RootLayout } from "./root-layout";

/**
 * Every screen is its own chunk (`lazy`), so the landing page does not carry the admin area and
 * the admin area does not carry the legal texts. Routes stay thin: each module exports a
 * `Component` built from feature components.
 */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: createRootErrorBoundary(i18n, paths.home),
    HydrateFallback: RootHydrateFallback,
    children: [
      { path: paths.home, lazy: withTexts(["landing"], () => import("../features/landing/landing-route")) },
      {
        path: paths.errors.notFound,
        lazy: withTexts(["errors"], () => import("../features/errors/not-found-route")),
      },
      {
        path: paths.errors.serverError,
        lazy: withTexts(["errors"], () => import("../features/errors/server-error-route")),
      },
      {
        path: paths.errors.maintenance,
        lazy: withTexts(["errors"], () => import("../features/errors/maintenance-route")),
      },
      {
        // Screens that fetch share one react-query cache; the landing and error pages stay lighter.
        lazy: () => import("./query-layout"),
        children: [
          {
            path: paths.privacy,
            lazy: withTexts(["legal"], () => import("../features/legal/privacy-route")),
          },
          { path: paths.terms, lazy: withTexts(["legal"], () => import("../features/legal/terms-route")) },
          {
            path: paths.cookies,
            lazy: withTexts(["legal"], () => import("../features/legal/cookies-route")),
          },
          {
            path: paths.login,
            lazy: withTexts(["auth", "validation"], () => import("../features/auth/routes/login-route")),
          },
          {
            path: paths.signup,
            lazy: withTexts(["auth", "validation"], () => import("../features/auth/routes/signup-route")),
          },
          {
            path: paths.resetPassword,
            lazy: withTexts(
              ["auth", "validation"],
              () => import("../features/auth/routes/reset-password-route"),
            ),
          },
          {
            path: paths.verify,
            lazy: withTexts(["auth", "validation"], () => import("../features/auth/routes/verify-route")),
          },
          {
            path: paths.invitation,
            lazy: withTexts(
              ["auth", "administrators", "validation"],
              () => import("../features/auth/routes/invitation-route"),
            ),
          },
          {
            path: paths.oauth,
            lazy: withTexts(["auth", "validation"], () => import("../features/auth/routes/oauth-route")),
          },
          {
            path: paths.unauthorized,
            lazy: withTexts(["errors"], () => import("../features/errors/unauthorized-route")),
          },
          {
            path: paths.errors.unauthorized,
            lazy: withTexts(["errors"], () => import("../features/errors/unauthorized-route")),
          },
          {
            path: paths.admin.root,
            lazy: withTexts(["shell", "errors"], () => import("../features/shell/admin-area-route")),
            children: [
              { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
              {
                path: "dashboard",
                lazy: withTexts(
                  ["users", "loyalty", "validation"],
                  () => import("../features/dashboard/dashboard-route"),
                ),
              },
              {
                path: "qr-codes",
                lazy: withTexts(
                  ["qrCodes", "loyalty", "validation"],
                  () => import("../features/qr-codes/qr-codes-route"),
                ),
              },
              { path: "settings", element: <Navigate to={paths.admin.settingsGeneral} replace /> },
              {
                path: "settings/general",
                lazy: withTexts(
                  ["settings", "validation"],
                  () => import("../features/settings/general-settings-route"),
                ),
              },
              {
                path: "settings/contact",
                lazy: withTexts(
                  ["settings", "validation"],
                  () => import("../features/settings/contact-settings-route"),
                ),
              },
              {
                path: "settings/counter-rules",
                lazy: withTexts(
                  ["settings", "validation"],
                  () => import("../features/settings/counter-rules-route"),
                ),
              },
              {
                path: "settings/administrators",
                lazy: withTexts(
                  ["settings", "administrators", "validation"],
                  () => import("../features/settings/administrators/administrators-route"),
                ),
              },
              {
                path: "users",
                lazy: withTexts(
                  ["users", "loyalty", "validation"],
                  () => import("../features/users/users-table-route"),
                ),
              },
              {
                path: "users/:id",
                lazy: withTexts(
                  ["users", "loyalty", "validation"],
                  () => import("../features/users/profile/user-profile-route"),
                ),
              },
              { path: "loyalty-cards", element: <Navigate to={paths.admin.stampCards} replace /> },
              {
                path: "loyalty-cards/stamp-cards",
                lazy: withTexts(
                  ["stampCards", "loyalty", "validation"],
                  () => import("../features/stamp-cards/stamp-cards-route"),
                ),
              },
              {
                path: "loyalty-cards/stamp-cards/:id",
                lazy: withTexts(
                  ["stampCards", "loyalty", "validation"],
                  () => import("../features/stamp-cards/stamp-card-route"),
                ),
              },
              {
                path: "loyalty-cards/gift-cards",
                lazy: withTexts(["stampCards"], () => import("../features/stamp-cards/gift-cards-route")),
              },
              {
                path: "*",
                lazy: withTexts(["errors"], () => import("../features/errors/area-not-found-route")),
              },
            ],
          },
        ],
      },
      { path: "*", lazy: withTexts(["errors"], () => import("../features/errors/not-found-route")) },
    ],
  },
]);
