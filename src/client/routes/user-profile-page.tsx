import { ProfileView } from '../features/profile/profile-view';
import { useDocumentTitle } from '../lib/use-document-title';

/** /user-profile ('User Profile'). */
export default function UserProfilePage() {
  useDocumentTitle('User Profile');
  return <ProfileView />;
}
