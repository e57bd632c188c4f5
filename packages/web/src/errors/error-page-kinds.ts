import { LockKeyhole, type LucideIcon, SearchX, ServerCrash, Wrench } from "lucide-react";

export type ErrorPageKind = "not-found" | "unauthorized" | "server-error" | "maintenance";

type ErrorPageKindContent = {
  /** The HTTP status the page stands for; its middle 0 is drawn as the icon. */
  code: "404" | "401" | "500" | "503";
  icon: LucideIcon;
  title:
    | "errors.notFound.title"
    | "errors.unauthorized.title"
    | "errors.serverError.title"
    | "errors.maintenance.title";
  description:
    | "errors.notFound.description"
    | "errors.unauthorized.description"
    | "errors.serverError.description"
    | "errors.maintenance.description";
};

/** What each kind of error page says and shows. */
export const ERROR_PAGE_KINDS: Record<ErrorPageKind, ErrorPageKindContent> = {
  "not-found": {
    code: "404",
    icon: SearchX,
    title: "errors.notFound.title",
    description: "errors.notFound.description",
  },
  unauthorized: {
    code: "401",
    icon: LockKeyhole,
    title: "errors.unauthorized.title",
    description: "errors.unauthorized.description",
  },
  "server-error": {
    code: "500",
    icon: ServerCrash,
    title: "errors.serverError.title",
    description: "errors.serverError.description",
  },
  maintenance: {
    code: "503",
    icon: Wrench,
    title: "errors.maintenance.title",
    description: "errors.maintenance.description",
  },
};
