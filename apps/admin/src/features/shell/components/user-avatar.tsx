import type { User } from "@stampwise/contract";
import { Avatar, AvatarFallback, AvatarImage } from "@stampwise/ui";
import { userInitials } from "../user-initials";

// The product logo is the app's own icon, served beside the bundle.
const PRODUCT_LOGO_URL = `${import.meta.env.BASE_URL}favicon.svg`;

/**
 * User menu: the picture, else the initials of first and last name, else the product logo.
 * Decorative: the name is always written beside it.
 */
export function UserAvatar({ user }: { user: Pick<User, "firstName" | "lastName" | "pictureUrl"> }) {
  const initials = userInitials(user.firstName, user.lastName);
  return (
    <Avatar className="size-8 rounded-lg" aria-hidden>
      {user.pictureUrl && <AvatarImage src={user.pictureUrl} alt="" referrerPolicy="no-referrer" />}
      <AvatarFallback className="rounded-lg">
        {initials || <img src={PRODUCT_LOGO_URL} alt="" className="size-full" />}
      </AvatarFallback>
    </Avatar>
  );
}
