import { useQuery } from '@tanstack/react-query';

import { PageLoading } from '../../components/page-loading';
import { errorText } from '../../lib/api';
import { SettingsForm } from './settings-form';
import { adminSettingsQuery } from './settings-queries';

/**
 * The System Settings tab of /administration (spec section 2, issue 14): company name, fiscal year
 * start, default currency, the approval thresholds and the 3-way-match tolerances. Saved settings take
 * effect at once for every user; without system configuration the tab is read-only.
 */
export default function SettingsTab() {
  const settings = useQuery(adminSettingsQuery());
  if (settings.isPending) return <PageLoading />;
  if (settings.isError) {
    return (
      <p role="alert" className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
        {errorText(settings.error)}
      </p>
    );
  }
  return <SettingsForm key={settings.data.updatedAt ?? 'defaults'} settings={settings.data} />;
}
