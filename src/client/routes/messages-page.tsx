import { ComingSoon } from '../components/coming-soon';

export default function MessagesPage() {
  return <ComingSoon title="Messaging Center" />;
}
