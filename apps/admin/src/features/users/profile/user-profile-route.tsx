import { isRecordId, useCurrentOrganization } from "@stampwise/web";
import { useParams } from "@stampwise/web/router";
import { ProfileNotFound, UserProfilePage } from "./components/user-profile-page";

/** /admin/users/:id — an address that cannot name a record cannot be anybody, so it is not asked for. */
export function Component() {
  const { id } = useParams();
  const { current } = useCurrentOrganization();
  if (!isRecordId(id)) {
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
        <ProfileNotFound />
      </div>
    );
  }
  // Keyed by organization and person: open dialogs and local state never carry over to another.
  return <UserProfilePage key={`${current?.id}:${id}`} userId={id} />;
}
