import { ComingSoon } from '../components/coming-soon';

export default function AdministrationPage() {
  return <ComingSoon title="Administration" />;
}
