/** Organization settings: the general and contact pages and their shared navigation. */
export const settings = {
  navigation: {
    label: "Settings sections",
    general: "General",
    contact: "Contact",
    administrators: "Administrators",
  },
  general: {
    title: "General settings",
    description: "The name your customers see on their cards and in your messages.",
    name: "Organization name",
    email: "Organization email",
    emailHint: "The address the organization was registered with. It cannot be changed here.",
    noEmail: "No email set",
  },
  contact: {
    title: "Contact details",
    description: "How customers reach and find your business.",
    phoneNumber: "Phone number",
    phoneNumberHint: "International format with the country code, for example +46701234567.",
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
