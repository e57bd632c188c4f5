import { Navigate, Route, Routes } from "@stampwise/web/router";
import { lazyScreen } from "../shared/i18n";
import { paths } from "../shared/paths";

// Every screen is its own chunk, so the landing page does not carry the admin area and the admin
// area does not carry the legal texts (decision 014: the apps' own small router,
// `@stampwise/web/router`). Routes stay thin: each module exports a
// `Component` built from feature components.
// The screens after the login: their own texts (authFlows) and the field messages.
const auth = ["auth", "authFlows", "validation"] as const;
const Landing = lazyScreen(["landing"], () => import("../features/landing/landing-route"));
const NotFound = lazyScreen(["errors"], () => import("../features/errors/not-found-route"));
const ServerError = lazyScreen(["errors"], () => import("../features/errors/server-error-route"));
const Maintenance = lazyScreen(["errors"], () => import("../features/errors/maintenance-route"));
const Unauthorized = lazyScreen(["errors"], () => import("../features/errors/unauthorized-route"));
// Screens that fetch share one react-query cache; the landing and error pages stay lighter.
const QueryLayout = lazyScreen([], () => import("./query-layout"));
const Privacy = lazyScreen(["legal"], () => import("../features/legal/privacy-route"));
const Terms = lazyScreen(["legal"], () => import("../features/legal/terms-route"));
const Cookies = lazyScreen(["legal"], () => import("../features/legal/cookies-route"));
// The login's field and request-error texts load after its first paint (the login screen).
const Login = lazyScreen(["auth"], () => import("../features/auth/routes/login-route"));
const Signup = lazyScreen(auth, () => import("../features/auth/routes/signup-route"));
const ResetPassword = lazyScreen(auth, () => import("../features/auth/routes/reset-password-route"));
const Verify = lazyScreen(auth, () => import("../features/auth/routes/verify-route"));
const Invitation = lazyScreen(
  ["auth", "authFlows", "administrators", "validation"],
  () => import("../features/auth/routes/invitation-route"),
);
const OAuth = lazyScreen(auth, () => import("../features/auth/routes/oauth-route"));
const AdminArea = lazyScreen(["shell", "errors"], () => import("../features/shell/admin-area-route"));
const Dashboard = lazyScreen(
  ["users", "loyalty", "loyaltyErrors", "validation"],
  () => import("../features/dashboard/dashboard-route"),
);
const QrCodes = lazyScreen(
  ["qrCodes", "joining", "loyalty", "loyaltyErrors", "validation"],
  () => import("../features/qr-codes/qr-codes-route"),
);
const GeneralSettings = lazyScreen(
  ["settings", "validation"],
  () => import("../features/settings/general-settings-route"),
);
const ContactSettings = lazyScreen(
  ["settings", "validation"],
  () => import("../features/settings/contact-settings-route"),
);
const CounterRules = lazyScreen(
  ["settings", "validation"],
  () => import("../features/settings/counter-rules-route"),
);
const Integrations = lazyScreen(
  ["settings", "webhooks", "validation"],
  () => import("../features/settings/integrations-route"),
);
const CustomerImport = lazyScreen(["settings"], () => import("../features/settings/import-route"));
const PrivacyRequests = lazyScreen(["settings"], () => import("../features/settings/privacy-route"));
const Administrators = lazyScreen(
  ["settings", "administrators", "validation"],
  () => import("../features/settings/administrators/administrators-route"),
);
const UsersTable = lazyScreen(
  ["users", "loyalty", "loyaltyErrors", "validation"],
  () => import("../features/users/users-table-route"),
);
const UserProfile = lazyScreen(
  ["users", "giftCards", "points", "loyalty", "loyaltyErrors", "validation"],
  () => import("../features/users/profile/user-profile-route"),
);
const StampCards = lazyScreen(
  ["stampCards", "loyalty", "loyaltyErrors", "validation"],
  () => import("../features/stamp-cards/stamp-cards-route"),
);
const StampCard = lazyScreen(
  ["stampCards", "loyalty", "loyaltyErrors", "validation"],
  () => import("../features/stamp-cards/stamp-card-route"),
);
const loyaltyProgramTexts = ["loyaltyProgram", "loyalty", "loyaltyErrors", "validation"] as const;
const LoyaltyProgram = lazyScreen(
  loyaltyProgramTexts,
  () => import("../features/loyalty-program/loyalty-program-route"),
);
const LoyaltyLevels = lazyScreen(
  loyaltyProgramTexts,
  () => import("../features/loyalty-program/loyalty-levels-route"),
);
const GiftCards = lazyScreen(
  ["giftCards", "loyalty", "loyaltyErrors", "validation"],
  () => import("../features/gift-cards/gift-cards-route"),
);
const PointsCards = lazyScreen(
  ["points", "loyaltyProgram", "loyalty", "loyaltyErrors", "validation"],
  () => import("../features/points/points-cards-route"),
);
// `loyalty` holds the text of NOT_FOUND (a communication deleted meanwhile, a customer gone).
const communicationsTexts = ["communications", "loyalty", "loyaltyErrors", "validation"] as const;
const Communications = lazyScreen(
  communicationsTexts,
  () => import("../features/communications/communications-route"),
);
const CommunicationEditor = lazyScreen(
  communicationsTexts,
  () => import("../features/communications/communication-editor-route"),
);
const CommunicationStatistics = lazyScreen(
  ["communicationStatistics", "communications", "loyalty", "loyaltyErrors", "validation"],
  () => import("../features/communications/statistics/communication-statistics-route"),
);
const Insights = lazyScreen(["insights", "validation"], () => import("../features/insights/insights-route"));
const AreaNotFound = lazyScreen(["errors"], () => import("../features/errors/area-not-found-route"));

/** Every route of the admin app, inside `<BrowserRouter>`. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<Landing />} />
      <Route path={paths.errors.notFound} element={<NotFound />} />
      <Route path={paths.errors.serverError} element={<ServerError />} />
      <Route path={paths.errors.maintenance} element={<Maintenance />} />
      {/* Without react-query, as the customer's login: its session check and the account it signs
          in reach the cache through the session handoff. */}
      <Route path={paths.login} element={<Login />} />
      <Route element={<QueryLayout />}>
        <Route path={paths.privacy} element={<Privacy />} />
        <Route path={paths.terms} element={<Terms />} />
        <Route path={paths.cookies} element={<Cookies />} />
        <Route path={paths.signup} element={<Signup />} />
        <Route path={paths.resetPassword} element={<ResetPassword />} />
        <Route path={paths.verify} element={<Verify />} />
        <Route path={paths.invitation} element={<Invitation />} />
        <Route path={paths.oauth} element={<OAuth />} />
        <Route path={paths.unauthorized} element={<Unauthorized />} />
        <Route path={paths.errors.unauthorized} element={<Unauthorized />} />
        <Route path={paths.admin.root} element={<AdminArea />}>
          <Route index element={<Navigate to={paths.admin.dashboard} replace />} />
          <Route path="dashboard" element={<Dashboard />} />
          <Route path="qr-codes" element={<QrCodes />} />
          <Route path="insights" element={<Insights />} />
          <Route path="settings" element={<Navigate to={paths.admin.settingsGeneral} replace />} />
          <Route path="settings/general" element={<GeneralSettings />} />
          <Route path="settings/contact" element={<ContactSettings />} />
          <Route path="settings/counter-rules" element={<CounterRules />} />
          <Route path="settings/administrators" element={<Administrators />} />
          <Route path="settings/integrations" element={<Integrations />} />
          <Route path="settings/import" element={<CustomerImport />} />
          <Route path="settings/privacy" element={<PrivacyRequests />} />
          <Route path="users" element={<UsersTable />} />
          <Route path="users/:id" element={<UserProfile />} />
          <Route path="loyalty-cards" element={<Navigate to={paths.admin.stampCards} replace />} />
          <Route path="loyalty-cards/stamp-cards" element={<StampCards />} />
          <Route path="loyalty-cards/stamp-cards/:id" element={<StampCard />} />
          <Route path="loyalty-cards/points-cards" element={<PointsCards />} />
          <Route path="loyalty-cards/gift-cards" element={<GiftCards />} />
          <Route path="loyalty-program" element={<LoyaltyProgram />} />
          <Route path="loyalty-program/levels" element={<LoyaltyLevels />} />
          <Route path="communications" element={<Communications />} />
          <Route path="communications/:id" element={<CommunicationEditor />} />
          <Route path="communication/statistics/:id" element={<CommunicationStatistics />} />
          <Route path="*" element={<AreaNotFound />} />
        </Route>
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
