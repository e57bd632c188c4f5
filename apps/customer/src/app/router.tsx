import { Route, Routes } from "@stampwise/web/router";
import { lazyScreen } from "../lib/i18n";
import { paths } from "../lib/paths";
import { SignedInDoor } from "./signed-in-door";

// Every screen is its own chunk (decision 014: the apps' own small router, so no router
// library weighs on the first load); the shell and the cards page are what a phone loads first.
// Server state (react-query) for the screens that fetch with it; the redeem page stays without.
const ServerStateLayout = lazyScreen([], () => import("./server-state"));
// The login's field and request-error texts load after its first paint (the login screen).
const LoginScreen = lazyScreen(["auth"], () => import("../features/auth/routes/login-route"));
const SignupScreen = lazyScreen(
  ["auth", "authFlows", "validation"],
  () => import("../features/auth/routes/signup-route"),
);
const ResetPasswordScreen = lazyScreen(
  ["auth", "authFlows", "validation"],
  () => import("../features/auth/routes/reset-password-route"),
);
const VerifyScreen = lazyScreen(
  ["auth", "authFlows", "validation"],
  () => import("../features/auth/routes/verify-route"),
);
const OAuthScreen = lazyScreen(
  ["auth", "authFlows", "validation"],
  () => import("../features/auth/routes/oauth-route"),
);
const RedeemScreen = lazyScreen(
  ["customer", "redeem", "loyalty", "loyaltyErrors", "pointsCard"],
  () => import("../features/redeem/redeem-route"),
);
// Joining a business: first pages a camera or a mail opens, without react-query like the redeem page.
const JoinCodeScreen = lazyScreen(["joining"], () => import("../features/joining/join-code-route"));
const InvitationScreen = lazyScreen(["joining"], () => import("../features/joining/invitation-route"));
const UnsubscribeScreen = lazyScreen(
  ["customerAccount"],
  () => import("../features/unsubscribe/unsubscribe-route"),
);
const CustomerShell = lazyScreen(["customer"], () => import("../features/shell/customer-shell-route"));
const CardsScreen = lazyScreen(["customer", "loyalty"], () => import("../features/cards/cards-route"));
const MyQrScreen = lazyScreen(["customer", "myQr"], () => import("../features/identity/my-qr-route"));
const MessagesScreen = lazyScreen(
  ["customer", "customerMessages"],
  () => import("../features/messages/messages-route"),
);
// The names form's field messages need the validation texts.
const AccountScreen = lazyScreen(
  ["customer", "customerAccount", "validation"],
  () => import("../features/account/account-route"),
);
// "Your data" and the download page its mail links to. The account deletion's dialog tells request
// failures (validation texts) and a Google confirmation that failed (auth texts).
const YourDataScreen = lazyScreen(
  ["customer", "customerAccount", "validation", "auth"],
  () => import("../features/your-data/your-data-route"),
);
const PreferencesScreen = lazyScreen(
  ["customer", "customerAccount"],
  () => import("../features/preferences/preferences-route"),
);
const NotFoundScreen = lazyScreen(["errors"], () => import("../features/errors/not-found-route"));

/** Every route of the customer app, inside `<BrowserRouter basename="/app">`. */
export function AppRoutes() {
  return (
    <Routes>
      {/* Outside the shell and the server-state layout: a visitor who scanned a counter code may
          not be signed in yet, and this first page must be light. The id is optional so "/redeem"
          alone gets the page's "no QR code given" state. */}
      <Route path={paths.redeemPattern} element={<RedeemScreen />} />
      <Route path={paths.joinPattern} element={<JoinCodeScreen />} />
      <Route path={paths.invitation} element={<InvitationScreen />} />
      {/* From an email, often on a device that is not signed in. */}
      <Route path={paths.unsubscribePattern} element={<UnsubscribeScreen />} />
      {/* Where the redeem page's "Log in" leads: also a first screen, so without react-query too;
          the account it signs in reaches the cache through the session handoff. */}
      <Route path={paths.login} element={<LoginScreen />} />
      {/* A visitor never signed in on this device goes to the login before the shell loads. */}
      <Route element={<SignedInDoor />}>
        <Route element={<ServerStateLayout />}>
          <Route element={<CustomerShell />}>
            <Route index element={<CardsScreen />} />
            <Route path={paths.myQr} element={<MyQrScreen />} />
            <Route path={paths.messages} element={<MessagesScreen />} />
            <Route path={paths.preferences} element={<PreferencesScreen />} />
            <Route path={paths.account} element={<AccountScreen />} />
            <Route path={paths.yourData} element={<YourDataScreen />} />
            <Route path={paths.dataDownloadPattern} element={<YourDataScreen />} />
          </Route>
        </Route>
      </Route>
      <Route element={<ServerStateLayout />}>
        <Route path={paths.signup} element={<SignupScreen />} />
        <Route path={paths.resetPassword} element={<ResetPasswordScreen />} />
        <Route path={paths.verify} element={<VerifyScreen />} />
        <Route path={paths.oauth} element={<OAuthScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
