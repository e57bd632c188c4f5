import type { User } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Avatar, AvatarFallback, AvatarImage, Button, type ButtonProps } from "@stampwise/ui";

/** The round avatar button that opens the account menu (44 px: a comfortable tap target). */
export function AccountButton({ user, ...props }: ButtonProps & { user: User }) {
  const { t } = useTranslation();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}` || user.email.charAt(0);
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-11 rounded-full"
      aria-label={t("customer.shell.openMenu")}
      {...props}
    >
      <Avatar className="size-9">
        {user.pictureUrl ? <AvatarImage src={user.pictureUrl} alt="" /> : null}
        <AvatarFallback className="bg-secondary text-secondary-foreground">
          {initials.toUpperCase()}
        </AvatarFallback>
      </Avatar>
    </Button>
  );
}
