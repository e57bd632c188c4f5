import { createRootErrorBoundary, RootHydrateFallback } from "@stampwise/web";
import { createBrowserRouter } from "react-router";
import { i18n, withTexts } from "./i18n";
import { APP_BASENAME, paths } from "./paths";
import { RootLayout } from "./root-layout";

/** Each screen is its own chunk; the shell and the cards page are what a phone loads first. */
export const router = createBrowserRouter(
  [
    {
      Component: RootLayout,
      ErrorBoundary: createRootErrorBoundary(i18n, paths.cards),
      HydrateFallback: RootHydrateFallback,
      children: [
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
          path: paths.oauth,
          lazy: withTexts(["auth", "validation"], () => import("../features/auth/routes/oauth-route")),
        },
        {
          // Outside the shell: a visitor who scanned a counter code may not be signed in yet.
          // The id is optional so "/redeem" alone gets the page's "no QR code given" state.
          path: paths.redeemPattern,
          lazy: withTexts(["customer", "loyalty"], () => import("../features/redeem/redeem-route")),
        },
        {
          lazy: withTexts(["customer"], () => import("../features/shell/customer-shell-route")),
          children: [
            {
              index: true,
              lazy: withTexts(["customer", "loyalty"], () => import("../features/cards/cards-route")),
            },
            {
              path: paths.myQr,
              lazy: withTexts(["customer"], () => import("../features/identity/my-qr-route")),
            },
            {
              path: paths.messages,
              lazy: withTexts(["customer"], () => import("../features/messages/messages-route")),
            },
          ],
        },
        { path: "*", lazy: withTexts(["errors"], () => import("../features/errors/not-found-route")) },
      ],
    },
  ],
  { basename: APP_BASENAME },
);
