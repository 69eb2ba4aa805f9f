/** The Audit tab of /administration (issue 14). */
export default function AuditTab() {
  return <p className="text-slate-600">This tab is being built.</p>;
}
