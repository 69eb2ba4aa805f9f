import { ComingSoon } from '../components/coming-soon';

export default function UserProfilePage() {
  return <ComingSoon title="User Profile" />;
}
