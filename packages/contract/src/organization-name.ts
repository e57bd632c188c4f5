import { ORGANIZATION_NAME_MAX_LENGTH } from "./constants";
import { textField } from "./text";
import { VALIDATION_MESSAGES } from "./validation-messages";

/** An organization's name, the same wherever it is typed: sign-up, a new organization, settings. */
export const OrganizationNameSchema = textField({
  max: ORGANIZATION_NAME_MAX_LENGTH,
  tooLong: VALIDATION_MESSAGES.organizationNameTooLong,
  required: VALIDATION_MESSAGES.organizationNameRequired,
});
