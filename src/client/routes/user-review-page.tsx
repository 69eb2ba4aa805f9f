import { ComingSoon } from '../components/coming-soon';

export default function UserReviewPage() {
  return <ComingSoon title="Review Queue" />;
}
