/** The organization's team: the Administrators settings page, its dialogs, and the invitation page. */
export const administrators = {
  page: {
    title: "Administrators",
    description: "The people who run this organization with you, and the invitations still open.",
    invite: "Invite administrator",
    readOnly: "Only owners can invite, edit or remove administrators.",
  },
  roles: { owner: "Owner", admin: "Administrator" },
  roleHints: {
    owner: "Also manages the team and the organization's settings.",
    admin: "Runs the cards, customers and QR codes.",
  },
  statuses: { member: "Member", pending: "Invitation pending", expired: "Invitation expired" },
  list: {
    caption: "Administrators and open invitations",
    name: "Name",
    email: "Email",
    phone: "Phone",
    role: "Role",
    status: "Status",
    actions: "Actions",
    you: "(you)",
    noPhone: "Not given",
    moreActions: "More actions for {{name}}",
    expires: "Until {{date}}",
    expiredOn: "Since {{date}}",
  },
  actions: {
    edit: "Edit",
    resetPassword: "Send password reset",
    remove: "Remove",
    leave: "Leave organization",
    cancelInvitation: "Cancel invitation",
    lastOwner: "An organization needs at least one owner.",
  },
  form: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phoneNumber: "Phone number",
    phoneNumberOptional: "Phone number (optional)",
    phoneNumberHint:
      "As you would dial it. A number without its country code is read as one from the organization's country (Settings, Contact).",
    role: "Role",
  },
  invite: {
    title: "Invite administrator",
    description: "We email a link to join {{organization}}. It works for {{days}} days.",
    submit: "Send invitation",
    submitting: "Sending...",
    sent: { title: "Invitation sent", description: "{{email}} has {{days}} days to accept it." },
    failed: { title: "Could not send the invitation", description: "Please try again." },
  },
  edit: {
    title: "Edit administrator",
    description: "The name and phone number are what this organization shows for {{name}}.",
    emailHint: "The email belongs to their account and cannot be changed here.",
    lastOwner: "{{name}} is the only owner. Make someone else an owner before changing this role.",
    demoteYourself: "As an administrator you can no longer manage the team or the settings.",
    save: "Save changes",
    saving: "Saving...",
    saved: { title: "Administrator updated", description: "{{name}}'s details are saved." },
    failed: { title: "Could not update the administrator", description: "Please try again." },
  },
  remove: {
    title: "Remove {{name}}?",
    description:
      "{{name}} loses access to {{organization}} at once. Their account stays, and you can invite them again later.",
    confirm: "Remove",
    removing: "Removing...",
    done: {
      title: "Administrator removed",
      description: "{{name}} no longer has access to {{organization}}.",
    },
    failed: { title: "Could not remove the administrator", description: "Please try again." },
  },
  leave: {
    title: "Leave {{organization}}?",
    description: "You will no longer see its cards, customers or settings.",
    continue: "Continue",
    confirmTitle: "Are you sure?",
    confirmDescription:
      "You will lose access to {{organization}} as soon as you leave. Only an owner can invite you back.",
    confirm: "Leave organization",
    leaving: "Leaving...",
    done: {
      title: "You left {{organization}}",
      description: "It no longer appears among your organizations.",
    },
    failed: { title: "Could not leave the organization", description: "Please try again." },
  },
  resetPassword: {
    title: "Send a password reset link?",
    description:
      "{{email}} gets an email with a link to choose a new password. The current password works until then.",
    confirm: "Send link",
    sending: "Sending...",
    done: { title: "Password reset link sent", description: "We emailed {{email}}." },
    failed: { title: "Could not send the password reset link", description: "Please try again." },
  },
  cancelInvitation: {
    title: "Cancel the invitation?",
    description: "The link sent to {{email}} stops working at once.",
    confirm: "Cancel invitation",
    cancelling: "Cancelling...",
    done: { title: "Invitation cancelled", description: "The link sent to {{email}} no longer works." },
    failed: { title: "Could not cancel the invitation", description: "Please try again." },
  },
  loadFailed: {
    title: "Could not load the administrators",
    description: "Check your connection and try again.",
    retry: "Try again",
  },
  /** Toasts for the team's error codes (apiErrorToastContent reads them by code). */
  errors: {
    LAST_OWNER: {
      title: "An owner is needed",
      description: "An organization must keep at least one owner. Make someone else an owner first.",
    },
    ADMIN_ALREADY_EXISTS: {
      title: "Already on the team",
      description: "This email is already an administrator or has a pending invitation",
    },
    INVITATION_EMAIL_MISMATCH: {
      title: "This invitation is for another email",
      description: "Log in with the address the invitation was sent to.",
    },
    INVITATION_CANCELLED: {
      title: "This invitation was cancelled",
      description: "Ask the person who invited you whether you should still join.",
    },
  },
  invitation: {
    loading: "Opening your invitation...",
    title: "Join {{organization}}",
    welcome: {
      admin: "{{inviter}} invited you to help run {{organization}} as an administrator.",
      owner: "{{inviter}} invited you to help run {{organization}} as an owner.",
    },
    welcomeNoInviter: {
      admin: "You are invited to help run {{organization}} as an administrator.",
      owner: "You are invited to help run {{organization}} as an owner.",
    },
    validUntil: "The invitation is valid until {{date}}.",
    signup: {
      intro: "Create your account for {{email}}.",
      submit: "Create account and join",
      submitting: "Creating account...",
      failed: { title: "Could not create your account", description: "Please try again." },
      alreadyRegistered: {
        title: "This email already has an account",
        description: "Log in with it to accept the invitation.",
      },
    },
    login: {
      intro: "You already have a Stampwise account with {{email}}. Log in to accept.",
      submit: "Log in and accept",
      submitting: "Logging in...",
      forgotPassword: "Forgot password?",
    },
    accept: {
      intro: "You are logged in as {{email}}.",
      submit: "Accept invitation",
      submitting: "Accepting...",
      failed: { title: "Could not accept the invitation", description: "Please try again." },
    },
    joined: { title: "Welcome to {{organization}}", description: "You can now help run it." },
    otherAccount: {
      description:
        "You are logged in as {{current}}, but this invitation was sent to {{invited}}. Log out to accept it with that address.",
      logOut: "Log out",
      loggingOut: "Logging out...",
    },
    problems: {
      invalid: {
        title: "This invitation link is not valid",
        description:
          "It may have been copied incompletely. Open the link from the email again, or ask for a new invitation.",
      },
      expired: {
        title: "This invitation has expired",
        description:
          "Invitations are valid for {{days}} days. Ask the person who invited you to send a new one.",
      },
      used: {
        title: "This invitation has already been accepted",
        description: "If it was you, log in to reach the organization.",
      },
      cancelled: {
        title: "This invitation was cancelled",
        description: "Ask the person who invited you whether you should still join.",
      },
      logIn: "Go to log in",
    },
    loadFailed: {
      title: "Could not open the invitation",
      description: "Check your connection and try again.",
      retry: "Try again",
    },
  },
} as const;
