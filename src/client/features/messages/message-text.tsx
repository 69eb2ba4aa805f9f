import { Fragment } from 'react';
import { Link } from 'wouter';
import { ExternalLink } from 'lucide-react';
import { recordHref, recordLinkLabel } from '@shared/records';
import type { MessageView } from '@shared/messages/schemas';

/** In-app export downloads named in a message's text (only these become links: no outside addresses). */
const DOWNLOAD_PATH = /(\/api\/exports\/[A-Za-z0-9_-]+\/download)/g;

/** A message's text with the export download paths it names as download links. */
export function MessageText({ content }: { content: string }) {
  const parts = content.split(DOWNLOAD_PATH);
  return (
    <p className="text-sm leading-relaxed whitespace-pre-wrap text-slate-800">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} download className="break-all text-blue-700 underline hover:text-blue-900">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

/** The link from a system message to the record it is about (its screen, or an export's download). */
export function RecordLink({ record }: { record: MessageView['record'] }) {
  if (!record) return null;
  const href = recordHref(record.type, record.id);
  if (!href) return null;
  const label = recordLinkLabel(record.type, record.id);
  const className =
    'inline-flex items-center gap-1.5 rounded-md border border-blue-200 bg-blue-50 px-3 py-1.5 text-sm font-medium text-blue-800 hover:bg-blue-100';
  return href.startsWith('/api/') ? (
    <a href={href} download className={className}>
      {label}
    </a>
  ) : (
    <Link href={href} className={className}>
      <ExternalLink className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
