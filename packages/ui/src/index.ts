export {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog";
export { Avatar, AvatarFallback, AvatarImage } from "./avatar";
export { Badge, type BadgeProps, badgeVariants } from "./badge";
export {
  Breadcrumb,
  BreadcrumbEllipsis,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "./breadcrumb";
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonVariants } from "./button";
export { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";
export { Checkbox } from "./checkbox";
export { type ClassValue, cn } from "./cn";
export { Collapsible, CollapsibleContent, CollapsibleTrigger } from "./collapsible";
export { normalizeHexColor } from "./color";
export { ColorInput, type ColorInputProps } from "./color-input";
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from "./dialog";
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuRadioGroup,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuTrigger,
} from "./dropdown-menu";
export {
  DropdownMenuCheckboxItem,
  DropdownMenuItem,
  DropdownMenuRadioItem,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
} from "./dropdown-menu-items";
export { EmptyState, type EmptyStateProps } from "./empty-state";
export { FIXED_BOTTOM_INSET_PROPERTY } from "./fixed-bottom-inset";
export { FormField, type FormFieldControlProps, type FormFieldProps } from "./form-field";
export { Input } from "./input";
export { Label } from "./label";
export { type LanguageOption, LanguageSwitch } from "./language-switch";
export { LazyToaster } from "./lazy-toaster";
export { LoadFailedCard } from "./load-failed-card";
export {
  Pagination,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
  type PaginationLinkProps,
  PaginationNext,
  PaginationPrevious,
} from "./pagination";
export { Popover, PopoverAnchor, PopoverContent, type PopoverContentProps, PopoverTrigger } from "./popover";
export { Progress } from "./progress";
export { RadioGroup, RadioGroupItem } from "./radio-group";
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectScrollDownButton,
  SelectScrollUpButton,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "./select";
export { Separator } from "./separator";
export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  type SheetSide,
  SheetTitle,
  SheetTrigger,
} from "./sheet";
export { Sidebar, SidebarInset, type SidebarProps } from "./sidebar";
export {
  type SidebarContextValue,
  SidebarProvider,
  type SidebarProviderProps,
  useSidebar,
} from "./sidebar-context";
export {
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  type SidebarMenuButtonProps,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
} from "./sidebar-menu";
export {
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarSeparator,
} from "./sidebar-sections";
export {
  readSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from "./sidebar-state";
export { SidebarRail, SidebarTrigger } from "./sidebar-toggle";
export { ListLoading, LoadingRegion, Skeleton } from "./skeleton";
export { Spinner, type SpinnerProps } from "./spinner";
export { Switch } from "./switch";
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "./table";
export { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";
export { Textarea } from "./textarea";
export { type ThemeContextValue, ThemeProvider, useTheme } from "./theme";
export {
  isTheme,
  type ResolvedTheme,
  resolveTheme,
  THEME_STORAGE_KEY,
  THEMES,
  type Theme,
} from "./theme-choice";
export { ThemeSwitch } from "./theme-switch";
export {
  Toast,
  ToastAction,
  type ToastActionElement,
  ToastClose,
  ToastDescription,
  type ToastProps,
  ToastProvider,
  ToastTitle,
  type ToastVariant,
  ToastViewport,
} from "./toast";
export { TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, TOAST_SWIPE_THRESHOLD } from "./toast-reducer";
export { Toaster } from "./toaster";
export {
  TOOLTIP_DELAY_DURATION,
  TOOLTIP_SKIP_DELAY_DURATION,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from "./tooltip";
export { useMediaQuery } from "./use-media-query";
export { MOBILE_BREAKPOINT, useIsMobile } from "./use-mobile";
export { type ToasterToast, type ToastInput, toast, useToast } from "./use-toast";
