import type { Resource } from "../en-US";
import { administrators } from "./administrators";
import { auth } from "./auth";
import { authFlows } from "./auth-flows";
import { common } from "./common";
import { communicationStatistics } from "./communication-statistics";
import { communications } from "./communications";
import { cookies } from "./cookies";
import { customer } from "./customer";
import { customerAccount } from "./customer-account";
import { customerGiftCards } from "./customer-gift-cards";
import { customerMessages } from "./customer-messages";
import { errors } from "./errors";
import { giftCards } from "./gift-cards";
import { insights } from "./insights";
import { joining } from "./joining";
import { landing } from "./landing";
import { legal } from "./legal";
import { loyalty } from "./loyalty";
import { loyaltyErrors } from "./loyalty-errors";
import { loyaltyProgram } from "./loyalty-program";
import { myQr } from "./my-qr";
import { points } from "./points";
import { pointsCard } from "./points-card";
import { qrCodes } from "./qr-codes";
import { redeem } from "./redeem";
import { settings } from "./settings";
import { shell } from "./shell";
import { stampCards } from "./stamp-cards";
import { ui } from "./ui";
import { users } from "./users";
import { validation } from "./validation";
import { webhooks } from "./webhooks";

// `satisfies` rejects both a missing and an extra key at compile time.
export const svSE = {
  common,
  ui,
  landing,
  legal,
  errors,
  cookies,
  auth,
  authFlows,
  shell,
  settings,
  customer,
  customerAccount,
  customerGiftCards,
  redeem,
  validation,
  loyalty,
  stampCards,
  qrCodes,
  loyaltyProgram,
  giftCards,
  points,
  pointsCard,
  users,
  administrators,
  communications,
  communicationStatistics,
  insights,
  myQr,
  loyaltyErrors,
  customerMessages,
  joining,
  webhooks,
} as const satisfies Resource;
