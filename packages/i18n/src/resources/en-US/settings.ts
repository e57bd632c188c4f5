/** Organization settings: the general and contact pages and their shared navigation. */
export const settings = {
  navigation: {
    label: "Settings sections",
    general: "General",
    contact: "Contact",
    counterRules: "Counter rules",
    administrators: "Administrators",
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
