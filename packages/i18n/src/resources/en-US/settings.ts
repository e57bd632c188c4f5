/** Organization settings: the general and contact pages and their shared navigation. */
export const settings = {
  navigation: {
    label: "Settings sections",
    general: "General",
    contact: "Contact",
    counterRules: "Counter rules",
    administrators: "Administrators",
    integrations: "Integrations",
  },
  general: {
    title: "General settings",
    description:
      "The name your customers see on their cards and in your messages, and the time zone your shop keeps.",
    name: "Organization name",
    email: "Organization email",
    emailHint: "The address the organization was registered with. It cannot be changed here.",
    noEmail: "No email set",
    timeZone: "Time zone",
    timeZoneHint:
      "Where your shop keeps time: insights count its days, targeting reads its dates, messages go out at its hours, and the admin shows every time on its clock.",
    browserElsewhere: "This browser is in {{timeZone}}: times in the admin name the organization's zone.",
    useBrowserZone: "Use {{timeZone}}",
  },
  contact: {
    title: "Contact details",
    description: "How customers reach and find your business.",
    country: "Country",
    countryHint:
      "Phone numbers typed without a country code are read as numbers of this country: here, in customer search and in invitations.",
    phoneNumber: "Phone number",
    phoneNumberHint:
      "As you would dial it, with or without the country code. It is saved with the country code.",
    address: "Address",
    addressPlaceholder: "Storgatan 1, 111 22 Stockholm, Sweden",
    mapLocation: "Map location",
    mapLocationHint:
      "Optional. Decimal degrees, for example 59.3293 and 18.0686. Leave both empty to hide the map.",
    latitude: "Latitude",
    longitude: "Longitude",
    latitudeInvalid: "Enter a latitude between -90 and 90",
    longitudeInvalid: "Enter a longitude between -180 and 180",
    openInMap: "Open in map",
    opensInNewTab: "(opens in a new tab)",
  },
  counterRules: {
    title: "Counter rules",
    description:
      "Limits on stamps given by scanning at the counter, so a code passed around or a screenshot cannot fill a card.",
    form: {
      label: "Scan limits",
      maxScanStampsPerHour: "Stamps per customer per hour",
      maxScanStampsPerHourHint:
        "The most stamps one customer can get on one card within any 60 minutes through counter QR codes and identity scans.",
      scanCooldownSeconds: "Wait between scans (seconds)",
      scanCooldownSecondsHint:
        "How long the same customer must wait before the next scan, on any card. 0 turns the wait off.",
      cooldownOff: "No wait: a customer can be scanned again at once.",
      cooldownInWords: "A customer can be scanned again after {{duration}}.",
      manualNote:
        "Stamps you add or remove by hand on a customer's profile are never limited. A blocked scan tells the customer or the staff to wait, and is listed below.",
      defaults: "Defaults: {{stamps}} stamps per hour and {{seconds}} seconds between scans.",
      useDefaults: "Use defaults",
    },
    duration: {
      hours_one: "{{count}} hour",
      hours_other: "{{count}} hours",
      minutes_one: "{{count}} minute",
      minutes_other: "{{count}} minutes",
      seconds_one: "{{count}} second",
      seconds_other: "{{count}} seconds",
    },
    saved: {
      title: "Counter rules saved",
      description: "New scans follow the new limits right away.",
    },
    saveFailed: {
      title: "Could not save the counter rules",
      description: "Please try again.",
    },
    loadFailed: {
      title: "Could not load the counter rules",
      description: "Check your connection and try again.",
    },
    blocked: {
      title: "Recent blocked scans",
      description: "The latest scans the limits refused, newest first.",
      label: "Blocked scans",
      columns: {
        when: "When",
        customer: "Customer",
        rule: "Rule",
        card: "Card",
        stamps: "Stamps",
      },
      rules: {
        cooldown: "Scanned too soon",
        "hourly-cap": "Hourly limit",
      },
      sources: {
        qr: "Counter QR code",
        "identity-scan": "Identity scan",
        manual: "Manual",
      },
      stampsCount_one: "{{count}} stamp",
      stampsCount_other: "{{count}} stamps",
      removedCard: "Removed card",
      emptyTitle: "No blocked scans",
      emptyDescription: "When the limits refuse a scan, it shows up here.",
      loadFailed: "Could not load the blocked scans.",
    },
  },
  integrations: {
    title: "Integrations",
    description:
      "Connect your till or another system to Stampwise. It signs its requests with an API key and acts for this organization.",
    apiKeys: {
      title: "API keys",
      description:
        "A key lets a system call the Stampwise API as this organization. Send it in the Authorization header from a server or a till, never from a web page. It keeps working while the owner who made it is an owner here.",
      new: "New API key",
      emptyTitle: "No API keys yet",
      emptyDescription: "Make a key for your till to give stamps and points from the receipt.",
      loadFailed: "Could not load the API keys.",
      scopes: { read: "Read only", counter: "Counter", full: "Full" },
      scopeHints: {
        read: "Reads customers, cards, balances and history. Changes nothing.",
        counter:
          "Reads, and does what staff do at the counter: identify a customer, give stamps and points, redeem rewards and gift cards.",
        full: "Everything an administrator can do, except the team, the settings and the keys.",
      },
      statuses: { active: "Active", revoked: "Revoked", makerNotOwner: "Stopped" },
      makerNotOwnerHint:
        "The owner who made this key is no longer an owner here, so it no longer works. Make a new one.",
      endsWith: "Key ending in {{characters}}",
      createdBy: "Made by {{name}} on {{date}}",
      createdOn: "Made on {{date}}",
      lastUsed: "Last used {{date}}",
      neverUsed: "Never used",
      revokedOn: "Revoked {{date}}",
      create: {
        title: "New API key",
        description: "Name the key after the system that will use it, and choose what it may do.",
        name: "Name",
        nameHint: "For example “Till at the counter”.",
        scope: "What the key may do",
        submit: "Create key",
        submitting: "Creating…",
        failed: { title: "Could not create the key", description: "Please try again." },
      },
      created: {
        title: "{{name}} is ready",
        description:
          "Copy the key now and put it in your till's settings. Stampwise keeps only a fingerprint of it.",
        done: "I have copied it",
      },
      revoke: {
        button: "Revoke",
        title: "Revoke {{name}}?",
        description:
          "Every system that uses this key is refused from its next request. This cannot be undone: a revoked key stays listed, and you can make a new one.",
        confirm: "Revoke key",
        revoking: "Revoking…",
        done: { title: "Key revoked", description: "{{name}} no longer works." },
        failed: { title: "Could not revoke the key", description: "Please try again." },
      },
      limitReached: {
        title: "Too many API keys",
        description: "An organization can hold 25 keys, revoked ones included. Contact us if you need more.",
      },
    },
  },
  shownOnce: {
    label: "Your new key",
    copy: "Copy",
    copiedShort: "Copied",
    copied: "Copied to the clipboard",
    copyFailed: {
      title: "Could not copy",
      description: "Select the key in the field and copy it by hand.",
    },
    warning: "You will not see this key again. If you lose it, revoke it and make a new one.",
  },
  ownerOnly: "Only owners can change the organization's settings.",
  saved: {
    title: "Settings saved",
    description: "{{name}} has been updated.",
  },
  updateFailed: {
    title: "Could not update the organization",
    description: "Please try again.",
  },
  loadFailed: {
    title: "Could not load the organization",
    description: "Check your connection and try again.",
    retry: "Try again",
  },
} as const;
