export { Button, type ButtonProps, type ButtonVariant, buttonVariants } from "./button";
export { type ClassValue, cn } from "./cn";
export { type LanguageOption, LanguageSwitch } from "./language-switch";
