export { ApiError, type FieldIssue, isApiError, isNotFoundError } from "./api/api-error";
export { apiGet, apiRequest, apiUpload, apiUrl } from "./api/client";
export { getCurrentOrganizationId, setCurrentOrganizationId } from "./api/current-organization";
export { isRecordId } from "./api/record-id";
export { AppProviders } from "./app-providers";
export {
  completePasswordReset,
  completeSignup,
  login,
  requestPasswordReset,
  signup,
} from "./auth/auth-api";
export type { AuthDoor, LinkTarget } from "./auth/auth-door";
export {
  type CompleteSignupFormValues,
  completeSignupFormSchema,
  NewPasswordFormSchema,
  type NewPasswordFormValues,
  withConfirmPassword,
} from "./auth/auth-form-schemas";
export { useAuthProviders } from "./auth/auth-providers";
export { AcceptTermsField } from "./auth/components/accept-terms-field";
export { AuthLayout } from "./auth/components/auth-layout";
export { AUTH_INPUT_CLASS } from "./auth/components/email-field";
export { NewPasswordFields } from "./auth/components/new-password-fields";
export { PersonNameFields } from "./auth/components/person-name-fields";
export { ScreenHeading } from "./auth/components/screen-heading";
export { textLinkClassName } from "./auth/components/text-link";
export { type GoogleSignInOptions, useGoogleSignIn } from "./auth/hooks/use-google-sign-in";
export {
  centredPopupFeatures,
  isOAuthPopupAwaited,
  OAUTH_FLAG_KEY,
  OAUTH_POLL_INTERVAL_MS,
  OAUTH_REASON_KEY,
  OAUTH_TIMEOUT_MS,
  type OAuthOutcome,
  reportOAuthResult,
  watchOAuthPopup,
} from "./auth/oauth-popup";
export { LoginScreen } from "./auth/screens/login-screen";
export { OAuthScreen } from "./auth/screens/oauth-screen";
export { ResetPasswordScreen } from "./auth/screens/reset-password-screen";
export { SignupScreen } from "./auth/screens/signup-screen";
export { VerifyScreen } from "./auth/screens/verify-screen";
export { fetchSession, logout } from "./auth/session-api";
export { readKnownSession, storeSessionUser } from "./auth/session-handoff";
export { decideAfterSignIn, type SignInDecision, safeRedirectPath } from "./auth/sign-in-destination";
export { useLogout } from "./auth/use-logout";
export {
  forgetSession,
  sessionQueryKey,
  useCurrentOrganization,
  useSession,
  useSetSessionUser,
} from "./auth/use-session";
export { StampwiseMark } from "./brand/stampwise-mark";
export { ConfirmActionDialog, type ConfirmActionDialogProps } from "./dialogs/confirm-action-dialog";
export { FormDialog, FormDialogFooter } from "./dialogs/form-dialog";
export { useReturnFocus } from "./dialogs/return-focus";
export { useDocumentTitle } from "./document/document-title";
export { ErrorPage, type ErrorPageProps } from "./errors/error-page";
export type { ErrorPageKind } from "./errors/error-page-kinds";
export { createEventStream, type EventStream, type LiveEventHandler } from "./events/event-stream";
export { eventsRetryDelay } from "./events/retry-delay";
export { closeLiveEvents, useLiveEvent } from "./events/use-live-event";
export { apiErrorToastContent, type FallbackToast, type ToastContent } from "./forms/api-error-toast";
export { placeApiIssues } from "./forms/api-issues";
export { ChoiceField } from "./forms/choice-field";
export { translateFieldMessage } from "./forms/field-message";
export { FormTextField, type FormTextFieldProps } from "./forms/form-text-field";
export { PasswordField, type PasswordFieldProps } from "./forms/password-field";
export { RowActions } from "./forms/row-actions";
export { toastForApiError, toastSaveFailed } from "./forms/toast-for-api-error";
export { useZodForm } from "./forms/use-zod-form";
export { VALIDATION_DEBOUNCE_MS, type ZodFormOptions } from "./forms/zod-form-config";
export {
  type CardTextColorField,
  cardTextContrast,
  displayedContrast,
  MIN_TEXT_CONTRAST,
} from "./loyalty-card/card-contrast";
export type { CardMilestone } from "./loyalty-card/card-slots";
export { LoyaltyCardView, type LoyaltyCardViewProps } from "./loyalty-card/loyalty-card-view";
export { stampCardKeys, stampCardsQueryOptions } from "./loyalty-card/stamp-cards-query";
export { PreferenceSwitches } from "./preferences/preference-switches";
export { mountApp } from "./prerender/mount-app";
export { QrCodeImage, type QrCodeImageProps } from "./qr/qr-code-image";
export { QR_QUIET_ZONE_MODULES, type QrErrorCorrection } from "./qr/qr-matrix";
export { createQueryClient } from "./query-client";
export { ErrorBoundary } from "./routing/error-boundary";
export { useGoBack } from "./routing/go-back";
export { createLazyScreen } from "./routing/lazy-screen";
export { createRootLayout } from "./routing/root-boundaries";
export { useScrollToTopOnNewPage } from "./routing/scroll-to-top";
